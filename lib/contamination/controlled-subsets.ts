// Contamination-controlled claim subsets (DOMAIN §4, Déjà Vu Table 7): one per metric and
// their intersection, over the selected models.
import { isContaminated, type ContaminationMetric } from "./flags";

export type ModelScore = {
  modelId: string;
  claimId: string;
  metric: ContaminationMetric;
  score: number | null;
};

interface ControlledSubset {
  /** The metric this subset is controlled under; null for the intersection of every selected metric. */
  metric: ContaminationMetric | null;
  /** Claims no selected model is flagged on (each one was scored for every selected model). */
  claimIds: string[];
  /** Left out: some selected model is flagged on it (and every one was scored). */
  flaggedClaimIds: string[];
  /** Left out: some selected model has no score on it, so it cannot be vouched for. */
  unassessedClaimIds: string[];
}

type Verdict = "clean" | "flagged" | "unassessed";

/**
 * For each metric k of `metrics`: the claims of `claimIds` on which every model of
 * `modelIds` has a score under k and none reaches τ_k; then the intersection, the claims in
 * every per-metric subset (uncontaminated for every selected model under every selected
 * metric). A claim some selected model was not scored on is "unassessed" under that metric
 * (and so in the intersection), whatever the other models' flags; with no model or no metric
 * selected every claim is unassessed. Claim order follows `claimIds`.
 */
export function buildControlledSubsets(
  claimIds: readonly string[],
  modelIds: readonly string[],
  metrics: readonly ContaminationMetric[],
  tau: Readonly<Record<ContaminationMetric, number>>,
  scores: readonly ModelScore[],
): { perMetric: ControlledSubset[]; intersection: ControlledSubset } {
  const key = (modelId: string, claimId: string, metric: string) =>
    `${modelId}\u0000${claimId}\u0000${metric}`;
  const scoreOf = new Map(scores.map((s) => [key(s.modelId, s.claimId, s.metric), s.score]));
  const verdict = (claimId: string, metric: ContaminationMetric): Verdict => {
    if (modelIds.length === 0) return "unassessed";
    const values = modelIds.map((m) => scoreOf.get(key(m, claimId, metric)) ?? null);
    if (values.some((v) => v === null)) return "unassessed";
    return values.some((v) => isContaminated(v, tau[metric] ?? Infinity)) ? "flagged" : "clean";
  };
  const empty = (metric: ContaminationMetric | null): ControlledSubset => ({
    metric,
    claimIds: [],
    flaggedClaimIds: [],
    unassessedClaimIds: [],
  });
  const perMetric = metrics.map(empty);
  const intersection = empty(null);
  const put = (subset: ControlledSubset, claimId: string, v: Verdict) =>
    (v === "clean"
      ? subset.claimIds
      : v === "flagged"
        ? subset.flaggedClaimIds
        : subset.unassessedClaimIds
    ).push(claimId);
  for (const claimId of claimIds) {
    const verdicts = metrics.map((m) => verdict(claimId, m));
    verdicts.forEach((v, i) => put(perMetric[i]!, claimId, v));
    put(
      intersection,
      claimId,
      verdicts.length === 0 || verdicts.includes("unassessed")
        ? "unassessed"
        : verdicts.includes("flagged")
          ? "flagged"
          : "clean",
    );
  }
  return { perMetric, intersection };
}
