// The errors the queue tells apart from ordinary (transient) failures.

/**
 * Thrown by a handler when retrying cannot help: the user's file is malformed, the
 * submission no longer exists. The job is failed at once and `onFailed` runs with
 * `isPermanent: true`. The message is stored in `Job.lastError` and may be shown to users.
 */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}

/**
 * A transient failure that knows when a retry makes sense (an endpoint's Retry-After):
 * the job is retried no sooner than `retryAfterMs` from now (or later, by backoff).
 */
export class RetryLaterError extends Error {
  override readonly name = "RetryLaterError";

  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

/** A run passed its hard deadline (`JobHandler.deadlineMs`); the attempt counts as failed. */
export class JobDeadlineError extends Error {
  override readonly name = "JobDeadlineError";

  constructor(kind: string, deadlineMs: number) {
    super(`the ${kind} job did not finish within ${formatDuration(deadlineMs)} and was stopped`);
  }
}

/**
 * This worker no longer holds the job: its lease expired and another worker claimed it,
 * or it was handed back. Whatever the caller meant to write has been rolled back.
 */
export class LeaseLostError extends Error {
  override readonly name = "LeaseLostError";

  constructor(jobId: string) {
    super(`lost the lease on job ${jobId}`);
  }
}

/** "150 ms", "1.5 s", "30 min". */
function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 120_000) return `${Number((ms / 1000).toFixed(1))} s`;
  return `${Math.round(ms / 60_000)} min`;
}
