import "server-only";
import type { Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

/** Midnight UTC after `now`: when the daily quota resets. */
export function nextQuotaReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Refuses (429) when the user has used the benchmark's daily quota on this hidden split.
 * Must run inside the transaction that then inserts the submission: on PostgreSQL an
 * advisory lock per (user, split) serializes concurrent requests; on SQLite all write
 * transactions are already serialized. Failures on our side do not count.
 */
export async function checkQuota(tx: Tx, input: { userId: string; splitId: string; limit: number; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  if (isPostgres) await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", `quota:${input.userId}:${input.splitId}`);
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const used = await tx.submission.count({ where: { userId: input.userId, splitId: input.splitId, countsForQuota: true, createdAt: { gte: since } } });
  if (used >= input.limit) {
    const resetAt = nextQuotaReset(now);
    throw new AppError("RATE_LIMITED", `You have used all ${input.limit} submissions for this hidden split today; the quota resets at ${resetAt.toISOString()}`, undefined, {
      resetAt: resetAt.toISOString(),
    });
  }
}
