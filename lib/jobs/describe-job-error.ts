// A job's last error as a person should read it: what went wrong and what happens next.

const ERROR_NAME = /^(Error|PermanentJobError|RetryLaterError|JobDeadlineError|AiCallError): /;

/**
 * `lastError` without the error class name, followed by the truth about retries, taken
 * from the job row rather than guessed when the error was thrown: "(attempt 2 of 8;
 * retrying after 14:05:10 UTC)", "(gave up after 8 attempts)" or "(not retried)" for a
 * job failed before its attempts ran out. Null when the job has no error or is done.
 */
export function describeJobError(job: {
  status: string;
  lastError: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}): string | null {
  if (!job.lastError || job.status === "done") return null;
  const message = job.lastError.replace(ERROR_NAME, "");
  if (job.status === "queued")
    return `${message} (attempt ${job.attempts} of ${job.maxAttempts}; retrying after ${job.runAt.toISOString().slice(11, 19)} UTC)`;
  if (job.status === "failed")
    return `${message} (${job.attempts >= job.maxAttempts ? `gave up after ${job.attempts} attempt${job.attempts === 1 ? "" : "s"}` : "not retried"})`;
  return `${message} (attempt ${job.attempts - 1} of ${job.maxAttempts} failed; attempt ${job.attempts} is running)`;
}
