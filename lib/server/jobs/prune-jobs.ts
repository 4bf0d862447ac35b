// Deletes finished jobs past the retention period.
import "server-only";
import { db, type Db } from "@/lib/db";

/** Failures the admin jobs page lists (`getQueueOverview`); pruning keeps them however old. */
export const RECENT_FAILURES = 50;
/** Settled statuses: only these are ever deleted; queued and running jobs are work not yet done. */
const FINISHED = ["done", "failed", "cancelled"];
const DAY_MS = 86_400_000;
/** Rows deleted per statement, so a large backlog never holds one long lock on the table. */
const BATCH = 1000;

interface PruneOptions {
  /** The clock: jobs that finished before `now - retentionDays` go. */
  now: Date;
  /** Days a finished job is kept (`JOB_RETENTION_DAYS`). */
  retentionDays: number;
  client?: Db;
  /** Checked between batches (the job's signal). */
  signal?: AbortSignal;
}

/**
 * Deletes jobs that are done, failed or cancelled and whose `finishedAt` is older than
 * `retentionDays` before `now`, in batches; returns how many. Kept whatever their age: the
 * newest `RECENT_FAILURES` failures as of `now` (the admin jobs page's "recent failures" list),
 * and jobs without `finishedAt`. Every delete re-checks status and age, so a failed job an
 * admin retries meanwhile (queued again) stays.
 */
export async function pruneJobs(options: PruneOptions): Promise<number> {
  const { now, retentionDays, client = db, signal } = options;
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error(`retentionDays must be a whole number of days ≥ 1, got ${retentionDays}`);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const shown = await client.job.findMany({
    where: { status: "failed", finishedAt: { lte: now } },
    orderBy: [{ finishedAt: "desc" }, { updatedAt: "desc" }],
    take: RECENT_FAILURES,
    select: { id: true },
  });
  const prunable = {
    status: { in: FINISHED },
    finishedAt: { lt: cutoff },
    id: { notIn: shown.map((j) => j.id) },
  };
  let deleted = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await client.job.findMany({ where: prunable, select: { id: true }, take: BATCH });
    if (batch.length === 0) return deleted;
    const { count } = await client.job.deleteMany({
      where: { ...prunable, id: { in: batch.map((j) => j.id) } },
    });
    deleted += count;
    if (batch.length < BATCH) return deleted;
  }
}
