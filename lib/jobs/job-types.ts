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
  /** Aborted when the lease is lost or the worker stops; long work should check it. */
  signal: AbortSignal;
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
export interface JobFailure {
  job: ClaimedJob;
  payload: unknown;
  error: unknown;
  /** True when the handler threw `PermanentJobError` (the input is at fault, not us). */
  isPermanent: boolean;
}

export interface JobHandler {
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

/** Handlers by job kind. A worker only claims the kinds it has handlers for. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
