// Records a failed attempt: retry later, or give up.
import "server-only";
import { db, type Db } from "@/lib/db";
import { computeBackoffMs, type BackoffOptions } from "./compute-backoff";
import { LeaseLostError, PermanentJobError, RetryLaterError } from "./job-errors";
import { jobFence } from "./job-fence";
import type { ClaimedJob, JobHandler } from "./job-types";

export interface FailOptions {
  handler?: Pick<JobHandler, "onFailed">;
  payload?: unknown;
  backoff?: BackoffOptions;
  client?: Db;
  now?: Date;
}

export type FailOutcome = "retry" | "failed" | "lost";

/**
 * After attempt `job.attempts` failed with `error`: a transient error with attempts left
 * puts the job back in the queue with `runAt` delayed by exponential backoff (at least the
 * `retryAfterMs` of a `RetryLaterError`); a
 * `PermanentJobError`, or the last attempt, fails it for good and runs the handler's
 * `onFailed` in the same transaction. Fenced like completion: returns "lost" and writes
 * nothing when this claim no longer holds the job.
 */
export async function failJob(
  job: ClaimedJob,
  error: unknown,
  options: FailOptions = {},
): Promise<FailOutcome> {
  const { handler, payload, backoff, client = db, now = new Date() } = options;
  const isPermanent = error instanceof PermanentJobError;
  const isFinal = isPermanent || job.attempts >= job.maxAttempts;
  const lastError = describeError(error);
  const hinted = error instanceof RetryLaterError ? (error.retryAfterMs ?? 0) : 0;
  const delayMs = Math.max(hinted, computeBackoffMs(job.attempts, backoff));
  try {
    return await client.$transaction(async (tx) => {
      const count = isFinal
        ? await tx.$executeRaw`UPDATE "Job" SET "status" = 'failed', "leaseUntil" = NULL, "lastError" = ${lastError},
            "finishedAt" = ${now}, "updatedAt" = ${now} WHERE ${jobFence(job)}`
        : await tx.$executeRaw`UPDATE "Job" SET "status" = 'queued', "leaseUntil" = NULL, "lockedBy" = NULL,
            "lastError" = ${lastError}, "runAt" = ${new Date(now.getTime() + delayMs)},
            "updatedAt" = ${now} WHERE ${jobFence(job)}`;
      if (count !== 1) throw new LeaseLostError(job.id);
      if (isFinal) await handler?.onFailed?.(tx, { job, payload, error, isPermanent });
      return isFinal ? "failed" : "retry";
    });
  } catch (err) {
    if (err instanceof LeaseLostError) return "lost";
    throw err;
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
