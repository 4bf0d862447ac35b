import "server-only";
import type { Tx } from "@/lib/db";
import { ACTIVE_EVALUATION_STATUSES } from "@/lib/schemas/evaluation";

/**
 * What a release-day run is counted at before it ends (DOMAIN §8, "Release-day evaluations"):
 * the most its endpoint lets it spend, or nothing when the endpoint charges nothing.
 */
export function estimateRunUsd(endpoint: {
  pricePromptPerMTok: number;
  priceCompletionPerMTok: number;
  maxUsdPerRun: number;
}): number {
  if (endpoint.pricePromptPerMTok === 0 && endpoint.priceCompletionPerMTok === 0) return 0;
  return endpoint.maxUsdPerRun;
}

/** The calendar month (UTC) holding `now`: [start, end). */
function monthOf(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * USD spent in `now`'s month by the model's release-day runs on the benchmark: an ended run
 * at its cost, a queued or running one at the larger of its cost so far and its estimate.
 */
export async function spentThisMonth(
  tx: Tx,
  opt: { modelId: string; benchmarkId: string },
  now: Date,
): Promise<number> {
  const { start, end } = monthOf(now);
  const runs = await tx.releaseDayRun.findMany({
    where: {
      modelId: opt.modelId,
      benchmarkId: opt.benchmarkId,
      outcome: "started",
      createdAt: { gte: start, lt: end },
    },
    select: { evaluationId: true, estimatedUsd: true },
  });
  const ids = runs.flatMap((r) => (r.evaluationId ? [r.evaluationId] : []));
  const evaluations = await tx.evaluation.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true, costUsd: true },
  });
  const byId = new Map(evaluations.map((e) => [e.id, e]));
  const active: readonly string[] = ACTIVE_EVALUATION_STATUSES;
  let spent = 0;
  for (const r of runs) {
    const e = r.evaluationId ? byId.get(r.evaluationId) : undefined;
    // A run whose evaluation is gone (its model deleted) no longer exists to count.
    if (!e) continue;
    spent += active.includes(e.status) ? Math.max(e.costUsd, r.estimatedUsd) : e.costUsd;
  }
  return spent;
}
