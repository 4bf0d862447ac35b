import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";

/**
 * A user's daily submission quota on one split. `applies` is false on splits whose labels
 * are public (dev, retired test: there is nothing to protect by limiting submissions); then
 * `limit` is null. `resetAt` is the next UTC midnight, ISO.
 */
export type QuotaStatus = {
  applies: boolean;
  limit: number | null;
  used: number;
  remaining: number | null;
  resetAt: string;
};

/** The start of the current UTC day and of the next one. */
export function utcDayBounds(now: Date): { start: Date; next: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, next: new Date(start.getTime() + 86_400_000) };
}

/**
 * Counts the actor's submissions on the split since UTC midnight that still count for the
 * quota (a platform failure refunds its slot by clearing `countsForQuota`), and their
 * evaluations run by LiveCheck that have not become a submission yet (DOMAIN §8; one that
 * failed clears `countsForQuota` and counts nothing; a cancelled or discarded one still
 * counts, as an accepted upload does). The split is
 * given by id, or by name (`{ name: "2025Q4" }`) for pages that only know names. Pass the
 * transaction client to count inside the transaction that inserts a submission.
 */
export async function getQuotaStatus(
  actor: { id: string },
  benchmarkId: string,
  split: string | { name: string },
  options: { client?: Pick<Tx, "split" | "submission" | "evaluation">; now?: Date } = {},
): Promise<QuotaStatus> {
  const client = options.client ?? db;
  const row = await client.split.findFirst({
    where: typeof split === "string" ? { id: split, benchmarkId } : { name: split.name, benchmarkId },
    select: {
      id: true,
      kind: true,
      embargoUntil: true,
      retiredAt: true,
      benchmark: { select: { dailyQuota: true } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such split in this benchmark");
  const { start, next } = utcDayBounds(options.now ?? new Date());
  const counted = { userId: actor.id, splitId: row.id, countsForQuota: true, createdAt: { gte: start } };
  const used =
    (await client.submission.count({ where: counted })) +
    (await client.evaluation.count({ where: { ...counted, submission: { is: null } } }));
  if (!isHiddenSplit(row, options.now))
    return { applies: false, limit: null, used, remaining: null, resetAt: next.toISOString() };
  const limit = row.benchmark.dailyQuota;
  return { applies: true, limit, used, remaining: Math.max(0, limit - used), resetAt: next.toISOString() };
}
