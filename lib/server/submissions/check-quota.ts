import "server-only";
import type { Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { getQuotaStatus } from "./get-quota-status";

/**
 * Refuses (429) when the user has used the benchmark's daily quota on this hidden split.
 * Must run inside the transaction that then inserts the submission: on PostgreSQL an
 * advisory lock per (user, split) serializes concurrent requests; on SQLite all write
 * transactions are already serialized. Failures on our side do not count.
 */
export async function checkQuota(
  tx: Tx,
  input: { userId: string; benchmarkId: string; splitId: string },
): Promise<void> {
  if (isPostgres)
    await tx.$executeRawUnsafe(
      "SELECT pg_advisory_xact_lock(hashtext($1))",
      `quota:${input.userId}:${input.splitId}`,
    );
  const quota = await getQuotaStatus({ id: input.userId }, input.benchmarkId, input.splitId, { client: tx });
  if (quota.applies && quota.remaining === 0) {
    throw new AppError(
      "RATE_LIMITED",
      `You have used all ${quota.limit} submissions for this hidden split today; the quota resets at ${quota.resetAt}`,
      undefined,
      {
        resetAt: quota.resetAt,
      },
    );
  }
}
