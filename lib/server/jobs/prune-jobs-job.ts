// The daily job that prunes finished jobs.
import "server-only";
import { env } from "@/lib/env";
import { recurringJob } from "@/lib/jobs/recurring-job";
import { pruneJobs } from "./prune-jobs";

export const PRUNE_JOBS_JOB = "jobs.prune";

/** Once a day, at 00:00 UTC. */
const PRUNE_EVERY_MS = 86_400_000;

/**
 * Deletes finished jobs older than JOB_RETENTION_DAYS (`pruneJobs`). Deleting is
 * idempotent, so it runs before completion; the completion queues the next day's run.
 */
export const pruneJobsHandler = recurringJob(PRUNE_EVERY_MS, {
  async run({ signal }) {
    const deleted = await pruneJobs({ now: new Date(), retentionDays: env.JOB_RETENTION_DAYS, signal });
    if (deleted > 0)
      console.log(`[jobs] pruned ${deleted} jobs finished over ${env.JOB_RETENTION_DAYS} days ago`);
  },
});
