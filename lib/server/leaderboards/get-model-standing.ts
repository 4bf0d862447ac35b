import "server-only";
import type { Period } from "@/lib/vocabulary";
import { isAppError } from "@/lib/errors/app-error";
import type { CutoffEstimateView, Estimate, LeaderboardResult, ModelCurve } from "@/lib/leaderboard/types";
import { displayStep } from "@/lib/disclosure/display-step";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { getLeaderboard } from "./get-leaderboard";

/** A model's place on one benchmark's default board (disclosed values, as the board shows them). */
export type ModelRank = {
  slug: string;
  title: string;
  splits: string[];
  metric: string;
  status: string;
  rank: number | null;
  rankLow: number | null;
  rankHigh: number | null;
  /** Models with a rank on that board. */
  ranked: number;
  value: Estimate | null;
  n: number;
  /** The disclosure step of `value` (lib/disclosure displayStep), null when exact. */
  step: number | null;
  /**
   * The change point of the model's own error curve on that board (DOMAIN §3), with its
   * interval and whether the declared cutoff contradicts it; null when there is none (or,
   * on hidden splits, when lib/disclosure withholds it).
   */
  estimatedCutoff: CutoffEstimateView | null;
};

/**
 * The model's rank on each benchmark it has public scores on, and its own cutoff-aligned
 * curve on `slug`. Both come from getLeaderboard, so hidden-split numbers are disclosed by
 * lib/disclosure exactly as on the boards.
 */
export async function getModelStanding(
  viewer: Viewer,
  modelId: string,
  slug: string,
  benchmarks: { slug: string; title: string }[],
): Promise<{
  ranks: ModelRank[];
  curve: ModelCurve | null;
  curveMessage: string | null;
  metric: string | null;
  /** The benchmark's split period: the curve's x is relative quarters or relative months. */
  period: Period;
  /** How the curve's numbers were disclosed. */
  disclosure: LeaderboardResult["release"];
}> {
  const ranks: ModelRank[] = [];
  for (const b of benchmarks) {
    const board = await getLeaderboard(viewer, b.slug, {}).catch(softError);
    if (!board) continue;
    const row = board.rows.find((r) => r.modelId === modelId);
    if (!row) continue;
    const metric = board.query.metric;
    ranks.push({
      slug: b.slug,
      title: b.title,
      splits: board.query.splits,
      metric,
      status: row.status,
      rank: row.rank,
      rankLow: row.rankLow,
      rankHigh: row.rankHigh,
      ranked: board.rows.filter((r) => r.modelId !== null && r.rank !== null).length,
      value: row.metrics[metric] ?? null,
      n: row.n,
      step: displayStep(board.release, metric, row.n),
      estimatedCutoff: row.estimatedCutoff,
    });
  }
  const curves = await getLeaderboard(viewer, slug, { view: "cutoff", models: modelId }).catch(
    (err: unknown) => {
      if (isAppError(err) && err.status < 500) return err.message;
      throw err;
    },
  );
  if (typeof curves === "string")
    return {
      ranks,
      curve: null,
      curveMessage: curves,
      metric: null,
      period: "quarter",
      disclosure: { exact: true, step: null, stepOverride: null },
    };
  const curve =
    curves.curves?.find((c) => curves.rows.some((r) => r.entryId === c.entryId && r.modelId === modelId)) ??
    null;
  return {
    ranks,
    curve,
    curveMessage: curve ? null : "This model has no score on this benchmark's default splits.",
    metric: curves.query.metric,
    period: curves.benchmark.period,
    disclosure: curves.release,
  };
}

function softError(err: unknown): null {
  if (isAppError(err) && err.status < 500) return null;
  throw err;
}
