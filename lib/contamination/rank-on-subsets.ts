// Ranks of models on all claims and on controlled subsets, with Δrank (DOMAIN §4).
import { rankValues } from "@/lib/scoring/rank-intervals";

interface SubsetRank {
  /** Competition rank among the models with a value on the subset; null without a value. */
  rank: number | null;
  /** Rank on the subset minus rank on all claims: negative = the model moves up. */
  deltaRank: number | null;
}

/**
 * `full[i]` is model i's value on all claims, `subsets[k][i]` its value on subset k (null:
 * no value). Ranks are competition ranks (1 + the number of strictly better values); a model
 * without a value is ranked last on all claims (it beats nobody) and gets no rank on a
 * subset.
 */
export function rankOnSubsets(
  full: readonly (number | null)[],
  subsets: readonly (readonly (number | null)[])[],
  isLowerBetter: boolean,
): { fullRanks: number[]; subsets: SubsetRank[][] } {
  const rank = (values: readonly (number | null)[]) =>
    rankValues(
      values.map((v) => v ?? (isLowerBetter ? Infinity : -Infinity)),
      isLowerBetter,
    );
  const fullRanks = rank(full);
  return {
    fullRanks,
    subsets: subsets.map((values) => {
      const ranks = rank(values);
      return values.map((v, i) => {
        if (v === null) return { rank: null, deltaRank: null };
        const r = ranks[i]!;
        return { rank: r, deltaRank: r - fullRanks[i]! };
      });
    }),
  };
}
