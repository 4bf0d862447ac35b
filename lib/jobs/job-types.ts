// Shared shapes of the job queue: a claimed job, its handler, and the handler's context.
import type { Db } from "@/lib/db";

/** The transaction client a handler writes its results with (see `JobContext.complete`). */
export type JobTx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * One claim of one job. `lockedBy` and `attempts` together identify the claim: every
 * claim increments `attempts`, so a worker that lost its lease can never be mistaken for
 * the worker that took over, even one with the same id.
 */
export interface ClaimedJob {
  id: string;
  kind: string;
  payloadJson: string;
  /** Claims so far, this one included (1 on the first run). */
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

export interface JobContext {
  job: ClaimedJob;
  /** `payloadJson` parsed; validate it (zod) before use. */
  payload: unknown;
  /**
   * Aborted when the lease is lost, the worker stops or the run passes its deadline; long
   * work should check it and pass it to every call that waits (I/O, LLM requests).
   */
  signal: AbortSignal;
  /**
   * When this run is cut off (`JobHandler.deadlineMs` after it started): the signal is
   * aborted, the attempt is counted as failed and the job goes back to the queue. Work
   * that may take longer stops early and completes with a continuation job instead.
   */
  deadline: Date;
  /**
   * Finishes the job, exactly once. Opens a transaction, first marks the job done on the
   * condition that this claim still holds it (row-locking it against takeover), then runs
   * `write(tx)`. If the lease was lost, nothing is written and `LeaseLostError` is thrown.
   * Every durable effect of a job (result rows, status changes) belongs in `write`.
   * Calling `complete` is optional when there is nothing to write; call it at most once.
   */
  complete: (write?: (tx: JobTx) => Promise<void>) => Promise<void>;
}

/** Why a job was given up on, handed to `JobHandler.onFailed`. */
interface JobFailure {
  job: ClaimedJob;
  payload: unknown;
  error: unknown;
  /** True when the handler threw `PermanentJobError` (the input is at fault, not us). */
  isPermanent: boolean;
}

export interface JobHandler {
  /**
   * The lane the job runs in (`JOB_LANES`): each lane of a worker has its own slots, so
   * jobs that wait on an outside service (LLM calls) never hold up scoring. "default"
   * when unset.
   */
  lane?: JobLane;
  /**
   * Hard limit on one run, in milliseconds (`DEFAULT_JOB_DEADLINE_MS` when unset). Past
   * it the run is abandoned: its signal is aborted, the lease handed back and the attempt
   * counted (retried with backoff, or failed when it was the last).
   */
  deadlineMs?: number;
  /**
   * Set (by `recurringJob`, which also re-enqueues) for a job that recurs every this many
   * milliseconds: workers make sure its next occurrence exists when they start.
   */
  recurEveryMs?: number;
  /**
   * Does the work. May run more than once for one job (after a crash or a lost lease), so
   * everything before `complete` must be free of durable side effects or idempotent.
   * Throw `PermanentJobError` for failures a retry cannot fix; anything else is retried
   * with backoff until `maxAttempts`.
   */
  run: (ctx: JobContext) => Promise<void>;
  /**
   * Runs inside the transaction that marks the job failed for good (permanent error or
   * attempts used up), still under the lease: e.g. mark the submission failed with
   * errorKind "file" or "platform". If it throws, the job stays claimed and is retried
   * when the lease expires.
   */
  onFailed?: (tx: JobTx, failure: JobFailure) => Promise<void>;
}

/**
 * Lanes of work: "llm" for jobs that call the LLM endpoint, "boards" for computing stored
 * leaderboards (minutes of CPU at scale: a new score is never queued behind them),
 * "evaluations" for runs that call participants' model endpoints (hours at a slow endpoint:
 * neither scoring nor the operator's LLM jobs wait behind them), "webhooks" for deliveries to
 * users' receivers (a receiver that never answers costs its 10 s deadline here only),
 * "default" for everything else.
 */
export const JOB_LANES = ["default", "llm", "boards", "evaluations", "webhooks"] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** How long one run of a job may take unless its handler says otherwise: 15 minutes. */
export const DEFAULT_JOB_DEADLINE_MS = 15 * 60_000;

/** Handlers by job kind. A worker only claims the kinds it has handlers for. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
