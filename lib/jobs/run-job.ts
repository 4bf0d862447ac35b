// Runs one claimed job through its handler: heartbeat, completion, failure, hand-back.
import "server-only";
import { db, type Db } from "@/lib/db";
import type { BackoffOptions } from "./compute-backoff";
import { completeJob } from "./complete-job";
import { extendLease } from "./extend-lease";
import { failJob, type FailOutcome } from "./fail-job";
import { JobDeadlineError, LeaseLostError, PermanentJobError } from "./job-errors";
import { DEFAULT_JOB_DEADLINE_MS, type ClaimedJob, type JobHandler, type JobTx } from "./job-types";
import { handBackJob } from "./hand-back-job";

export interface RunJobOptions {
  /** Lease length in milliseconds; the heartbeat renews it every third of that. */
  leaseMs: number;
  backoff?: BackoffOptions;
  client?: Db;
  /** Aborting it (the worker is stopping) hands the job back to the queue at once. */
  stopSignal?: AbortSignal;
  /** Hard limit on this run in milliseconds; the handler's `deadlineMs`, else DEFAULT_JOB_DEADLINE_MS. */
  deadlineMs?: number;
  log?: (message: string) => void;
  /** The clock leases are renewed by (the worker's `clock`). */
  clock?: () => Date;
}

/**
 * How a run settled. "lost": this claim no longer held the job when settling it (another
 * worker took it over, or a stop raced the handler's own completion); nothing was written.
 */
export type RunOutcome = "done" | "handed_back" | FailOutcome;

/**
 * Runs `handler` on a job this worker has claimed and settles the job: done when the
 * handler returns (completing it without writes if the handler did not call `complete`),
 * retried or failed when it throws, "lost" when the lease went to another worker.
 * A job claimed more than `maxAttempts` times (its workers kept dying) is failed without
 * running. A run that passes its deadline is settled as a failed attempt (retried with
 * backoff, or failed for good on the last attempt) without waiting for the handler, whose
 * signal is aborted and which can no longer complete: the fence has moved. Never throws
 * for handler errors; throws only if the database is unreachable.
 */
export async function runJob(
  job: ClaimedJob,
  handler: JobHandler,
  options: RunJobOptions,
): Promise<RunOutcome> {
  const {
    leaseMs,
    backoff,
    client = db,
    stopSignal,
    log = console.error,
    clock = () => new Date(),
  } = options;
  const deadlineMs = options.deadlineMs ?? handler.deadlineMs ?? DEFAULT_JOB_DEADLINE_MS;
  const deadline = new Date(Date.now() + deadlineMs);
  let payload: unknown;
  const fail = (error: unknown) => failJob(job, error, { handler, payload, backoff, client });
  try {
    payload = JSON.parse(job.payloadJson);
  } catch {
    return fail(new PermanentJobError(`job ${job.id} has a payload that is not JSON`));
  }
  if (job.attempts > job.maxAttempts) {
    return fail(
      new Error(`gave up after ${job.maxAttempts} attempts: the worker stopped while running it each time`),
    );
  }

  // Aborted when the lease is lost, the worker stops or the deadline passes. The stop
  // listener is removed when this job ends (`settled`), so a long-running worker does not
  // pile up listeners.
  const lease = new AbortController();
  const settled = new AbortController();
  const signal = lease.signal;
  const heartbeat = setInterval(
    () => {
      // Inside the promise, so a clock that throws is logged like a failed heartbeat.
      Promise.resolve()
        .then(() => extendLease(job, leaseMs, client, clock()))
        .then(
          (held) => held || lease.abort(new LeaseLostError(job.id)),
          (err: unknown) => log(`[jobs] heartbeat for ${job.id} failed: ${String(err)}`),
        );
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );

  let isCompleted = false;
  const complete = async (write?: (tx: JobTx) => Promise<void>) => {
    if (isCompleted) throw new Error(`job ${job.id} was already completed`);
    await completeJob(job, write, client);
    isCompleted = true;
  };
  const stopped = new Promise<"stopped">((resolve) => {
    const onStop = () => {
      lease.abort(stopSignal?.reason);
      resolve("stopped");
    };
    if (stopSignal?.aborted) onStop();
    else stopSignal?.addEventListener("abort", onStop, { once: true, signal: settled.signal });
  });

  const overdueError = new JobDeadlineError(job.kind, deadlineMs);
  let deadlineTimer: NodeJS.Timeout | undefined;
  const overdue = new Promise<"overdue">((resolve) => {
    deadlineTimer = setTimeout(() => {
      lease.abort(overdueError);
      resolve("overdue");
    }, deadlineMs);
  });

  try {
    const work = handler.run({ job, payload, signal, deadline, complete }).then(() => "ran" as const);
    work.catch(() => undefined); // settled below, or abandoned after a stop or the deadline
    const first = await Promise.race([work, stopped, overdue]);
    if (first === "stopped" && !isCompleted) {
      // Fenced: if the handler is committing right now, exactly one of the two wins.
      return (await handBackJob(job, client)) ? "handed_back" : "lost";
    }
    if (first === "overdue" && !isCompleted) {
      log(`[jobs] ${job.kind} ${job.id} attempt ${job.attempts} passed its deadline of ${deadlineMs} ms`);
      return await fail(overdueError);
    }
    if (!isCompleted) await complete();
    return "done";
  } catch (err) {
    if (err instanceof LeaseLostError) return "lost";
    if (isCompleted) return "done"; // the handler failed after its results were committed
    log(
      `[jobs] ${job.kind} ${job.id} attempt ${job.attempts} failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    return fail(err);
  } finally {
    clearInterval(heartbeat);
    clearTimeout(deadlineTimer);
    settled.abort();
  }
}
