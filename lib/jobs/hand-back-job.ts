// Hands a claimed job back to the queue without counting the attempt.
import "server-only";
import { db, type Db } from "@/lib/db";
import { jobFence } from "./job-fence";
import type { ClaimedJob } from "./job-types";

/**
 * Puts a job this claim holds back in the queue, due now, and un-counts the attempt: used
 * when a worker stops before the job finished, so the next worker need not wait for the
 * lease to expire. Returns false if the claim no longer held the job (it completed or was
 * taken over). A handler still running afterwards cannot complete: the fence has moved.
 */
export async function handBackJob(job: ClaimedJob, client: Db = db): Promise<boolean> {
  const now = new Date();
  const count =
    await client.$executeRaw`UPDATE "Job" SET "status" = 'queued', "leaseUntil" = NULL, "lockedBy" = NULL,
    "attempts" = "attempts" - 1, "runAt" = ${now}, "updatedAt" = ${now} WHERE ${jobFence(job)}`;
  return count === 1;
}
