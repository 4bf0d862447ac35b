// Adds a job to the durable queue.
import "server-only";
import { db, type Db } from "@/lib/db";

export interface EnqueueOptions {
  /** Earliest time the job may start; now by default. */
  runAt?: Date;
  /** Runs allowed before the job is failed for good, crashes included; 5 by default. */
  maxAttempts?: number;
  /**
   * The transaction of the change the job is about (e.g. the new submission row), so
   * both commit or neither does. Without it the job is committed on its own.
   */
  tx?: Pick<Db, "job">;
}

/**
 * Queues a job of `kind` with a JSON-serialisable `payload`. Once this resolves (or the
 * transaction it joined commits) the job survives restarts and will be run by a worker
 * that has a handler for `kind`.
 */
export async function enqueueJob(
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  const { runAt, maxAttempts = 5, tx = db } = options;
  if (!kind.trim()) throw new Error("job kind must not be empty");
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const payloadJson = JSON.stringify(payload);
  if (payloadJson === undefined) throw new Error("job payload must be JSON-serialisable");
  return tx.job.create({
    data: { kind, payloadJson, maxAttempts, ...(runAt ? { runAt } : {}) },
    select: { id: true },
  });
}
