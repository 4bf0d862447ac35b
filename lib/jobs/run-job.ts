// Runs one claimed job through its handler: heartbeat, completion, failure, hand-back. Below
// `runJob`, the writes it makes to the job's row, each fenced on the claim still holding it.
import "server-only";
import { db, type Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/sqlite/client";
import { computeBackoffMs, type BackoffOptions } from "./compute-backoff";
import { JobDeadlineError, LeaseLostError, PermanentJobError, RetryLaterError } from "./job-errors";
import { DEFAULT_JOB_DEADLINE_MS, type ClaimedJob, type JobHandler, type JobTx } from "./job-types";

interface RunJobOptions {
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

/**
 * `WHERE` fragment true only while `job`'s claim holds the row. Every write a worker makes
 * to a job it claimed (heartbeat, completion, failure, hand-back) is conditioned on it, so
 * a worker whose lease was taken over changes nothing.
 */
function jobFence(job: ClaimedJob): Prisma.Sql {
  return Prisma.sql`"id" = ${job.id} AND "lockedBy" = ${job.lockedBy} AND "attempts" = ${job.attempts} AND "status" = 'running'`;
}

/** The heartbeat: pushes `leaseUntil` to now + `leaseMs`. False if the claim no longer holds the job. */
export async function extendLease(
  job: ClaimedJob,
  leaseMs: number,
  client: Db = db,
  now: Date = new Date(),
): Promise<boolean> {
  const count =
    await client.$executeRaw`UPDATE "Job" SET "leaseUntil" = ${new Date(now.getTime() + leaseMs)}, "updatedAt" = ${now}
    WHERE ${jobFence(job)}`;
  return count === 1;
}

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

interface FailOptions {
  handler?: Pick<JobHandler, "onFailed">;
  payload?: unknown;
  backoff?: BackoffOptions;
  client?: Db;
  now?: Date;
}

type FailOutcome = "retry" | "failed" | "lost";

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
