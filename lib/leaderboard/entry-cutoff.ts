import type { InstanceRecord, ScoringClaim } from "@/lib/scoring/types";
import { cutRecords, type SliceCut } from "./cut";
import { claimErrors, estimateCutoff, isCutoffContradicted, type CutoffGranularity } from "./estimate-cutoff";
import type { CutoffEstimateView } from "./types";

/**
 * A model's change-point cutoff estimate on the board's claims (the selected splits, cut
 * to the slice, not to the window: a window would cut the curve it is read from), with the
 * flag when its declared cutoff lies outside the interval. Null when there is no estimate.
 */
export function estimateEntryCutoff(
  records: readonly InstanceRecord[],
  claims: readonly ScoringClaim[],
  cut: SliceCut,
  declared: string | null,
  granularity: CutoffGranularity,
): CutoffEstimateView | null {
  const errors = claimErrors(cutRecords(records, cut));
  const points = claims.flatMap((c) => {
    const error = errors.get(c.claimId);
    return error === undefined ? [] : [{ date: c.claimDate, error }];
  });
  const estimate = estimateCutoff(points, granularity);
  if ("reason" in estimate) return null;
  return { ...estimate, contradicted: declared !== null && isCutoffContradicted(declared, estimate) };
}
