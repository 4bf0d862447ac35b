// Marks a job done together with the results it produced.
import "server-only";
import { db, type Db } from "@/lib/db";
import { LeaseLostError } from "./job-errors";
import { jobFence } from "./job-fence";
import type { ClaimedJob, JobTx } from "./job-types";

/**
 * Exactly-once completion. In one transaction: mark the job done *on the condition* that
 * this claim still holds it, then run `write(tx)` with the job's results. The fenced
 * UPDATE comes first so it row-locks the job (PostgreSQL) or takes the write lock
 * (SQLite): no other worker can claim it until this commits, and if another worker already
 * did, nothing matches, `LeaseLostError` is thrown and `write` never runs. So a result is
 * stored at most once per job, and since a failed or crashed attempt stores nothing, the
 * retry that succeeds stores it exactly once.
 */
export async function completeJob(
  job: ClaimedJob,
  write?: (tx: JobTx) => Promise<void>,
  client: Db = db,
): Promise<void> {
  const now = new Date();
  await client.$transaction(
    async (tx) => {
      const count =
        await tx.$executeRaw`UPDATE "Job" SET "status" = 'done', "leaseUntil" = NULL, "lastError" = NULL,
        "finishedAt" = ${now}, "updatedAt" = ${now} WHERE ${jobFence(job)}`;
      if (count !== 1) throw new LeaseLostError(job.id);
      await write?.(tx);
    },
    // Result writes can be large (one row per claim and slice); do not cut them short.
    { maxWait: 30_000, timeout: 120_000 },
  );
}
