// Takes the next due job off the queue under a lease.
import "server-only";
import { db, type Db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ClaimedJob } from "./job-types";

export interface ClaimOptions {
  workerId: string;
  /** Only jobs of these kinds are claimed (the kinds the worker has handlers for). */
  kinds: readonly string[];
  /** How long the claim holds without a heartbeat, in milliseconds. */
  leaseMs: number;
  client?: Db;
  /** The clock; tests pass one to make retries due without waiting. */
  now?: Date;
}

type Row = {
  id: string;
  kind: string;
  payloadJson: string;
  attempts: number | bigint;
  maxAttempts: number | bigint;
};

/**
 * Atomically claims the oldest due job: a queued job whose `runAt` has come, or a running
 * job whose lease expired (its worker crashed or stalled). Sets status "running",
 * `lockedBy`, `leaseUntil = now + leaseMs`, `startedAt` on the first claim and increments
 * `attempts`, in one statement.
 * PostgreSQL locks the candidate row with FOR UPDATE SKIP LOCKED, so concurrent workers
 * each get a different job; SQLite runs the whole UPDATE under its single writer lock.
 * Returns null when nothing is due. Times are the workers' clocks, so keep them in sync.
 */
export async function claimJob(options: ClaimOptions): Promise<ClaimedJob | null> {
  const { workerId, kinds, leaseMs, client = db, now = new Date() } = options;
  if (kinds.length === 0) return null;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimable = Prisma.sql`"kind" IN (${Prisma.join([...kinds])})
    AND (("status" = 'queued' AND "runAt" <= ${now}) OR ("status" = 'running' AND "leaseUntil" < ${now}))`;
  const lock = isPostgres ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty;
  const rows = await client.$queryRaw<Row[]>`
    UPDATE "Job" SET "status" = 'running', "lockedBy" = ${workerId}, "leaseUntil" = ${leaseUntil},
      "attempts" = "attempts" + 1, "startedAt" = COALESCE("startedAt", ${now}), "updatedAt" = ${now}
    WHERE "id" = (SELECT "id" FROM "Job" WHERE ${claimable} ORDER BY "runAt", "id" LIMIT 1 ${lock})
    RETURNING "id", "kind", "payloadJson", "attempts", "maxAttempts"`;
  const row = rows[0];
  if (!row) return null;
  return { ...row, attempts: Number(row.attempts), maxAttempts: Number(row.maxAttempts), lockedBy: workerId };
}
