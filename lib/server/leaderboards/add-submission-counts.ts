import "server-only";
import { db } from "@/lib/db";
import type { LeaderboardResult } from "@/lib/leaderboard/types";

/**
 * "How many tries" (DOMAIN.md §9): each model row gets the number of submissions its model
 * made to the board's splits in the board's regime, every status (hidden, private, failed
 * included), as a count only. Read on every answer (never cached with a table, which a new
 * unscored submission does not change).
 */
export async function addSubmissionCounts(result: LeaderboardResult): Promise<LeaderboardResult> {
  const modelIds = [...new Set(result.rows.flatMap((r) => (r.modelId ? [r.modelId] : [])))];
  if (modelIds.length === 0) return result;
  const counts = await db.submission.groupBy({
    by: ["modelId"],
    where: {
      modelId: { in: modelIds },
      benchmark: { slug: result.benchmark.slug },
      split: { name: { in: result.query.splits } },
      ...(result.query.regime === "all" ? {} : { regime: result.query.regime }),
    },
    _count: { _all: true },
  });
  const byModel = new Map(counts.map((c) => [c.modelId, c._count._all]));
  return {
    ...result,
    rows: result.rows.map((r) => (r.modelId ? { ...r, submissions: byModel.get(r.modelId) ?? 0 } : r)),
  };
}
