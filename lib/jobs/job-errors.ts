// The two errors the queue tells apart from ordinary (transient) failures.

/**
 * Thrown by a handler when retrying cannot help: the user's file is malformed, the
 * submission no longer exists. The job is failed at once and `onFailed` runs with
 * `isPermanent: true`. The message is stored in `Job.lastError` and may be shown to users.
 */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}

/**
 * This worker no longer holds the job: its lease expired and another worker claimed it,
 * or it was released. Whatever the caller meant to write has been rolled back.
 */
export class LeaseLostError extends Error {
  override readonly name = "LeaseLostError";

  constructor(jobId: string) {
    super(`lost the lease on job ${jobId}`);
  }
}
