import "server-only";
import { db } from "@/lib/db";

const SAMPLE = 50;

/**
 * The usual wait for a decision, in milliseconds: the median time from request to decision
 * over the benchmark's last 50 decisions made by a person (approvals and rejections; automatic
 * approvals, which have no decider, and revocations are left out). Null before any decision.
 */
export async function getUsualWaitingTime(benchmarkId: string): Promise<number | null> {
  const rows = await db.accessRequest.findMany({
    where: {
      benchmarkId,
      status: { in: ["approved", "rejected"] },
      decidedById: { not: null },
      decidedAt: { not: null },
    },
    orderBy: { decidedAt: "desc" },
    take: SAMPLE,
    select: { createdAt: true, decidedAt: true },
  });
  const waits = rows
    .flatMap((r) => (r.decidedAt ? [Math.max(0, r.decidedAt.getTime() - r.createdAt.getTime())] : []))
    .sort((a, b) => a - b);
  if (waits.length === 0) return null;
  const mid = Math.floor(waits.length / 2);
  return waits.length % 2 === 1 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2;
}
