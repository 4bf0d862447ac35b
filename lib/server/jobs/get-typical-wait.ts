// "Typical wait today": how long jobs of a lane waited before a worker took them.
import "server-only";
import { db, type Db } from "@/lib/db";
import type { JobLane } from "@/lib/jobs/job-types";
import { laneKindFilter } from "./job-lanes";

/** Midnight UTC of `now`'s day: "today" starts here. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The median of `values` (the middle one, or the mean of the two middle ones), rounded to
 * whole milliseconds; null for none.
 */
export function medianMs(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The wait of one started job in milliseconds: first claim minus creation. */
export function waitMs(job: { createdAt: Date; startedAt: Date }): number {
  return job.startedAt.getTime() - job.createdAt.getTime();
}

/**
 * Milliseconds: the median of `startedAt - createdAt` over the jobs of `lane` whose first
 * claim (`startedAt`) falls today in UTC, from midnight up to `now` (docs/ARCHITECTURE.md,
 * "Jobs and LLM calls"). Null when none has started today.
 */
export async function getTypicalWait(
  lane: JobLane,
  now: Date = new Date(),
  client: Db = db,
): Promise<number | null> {
  const rows = await client.job.findMany({
    where: { kind: laneKindFilter(lane), startedAt: { gte: startOfUtcDay(now), lte: now } },
    select: { createdAt: true, startedAt: true },
  });
  return medianMs(rows.map((r) => waitMs({ createdAt: r.createdAt, startedAt: r.startedAt! })));
}
