import type { CutoffEstimateView } from "@/lib/leaderboard/types";

/**
 * A model's change-point cutoff (DOMAIN §3) beside its declared one: the estimate with its
 * 95% interval and the claims it rests on, and a flag when the declared cutoff lies outside
 * the interval. Without an estimate, says why there may be none.
 */
export function CutoffEstimateText({ estimate }: { estimate: CutoffEstimateView | null }) {
  if (!estimate)
    return (
      <span className="text-gray-700" data-testid="cutoff-estimate">
        none (under 100 claims, no significant rise in error after any{" "}
        <span className="whitespace-nowrap">period end</span>, or withheld on hidden splits)
      </span>
    );
  return (
    <span data-testid="cutoff-estimate">
      {estimate.cutoff}{" "}
      <span className="text-gray-700">
        [{estimate.low}, {estimate.high}] from {estimate.n} claims by {estimate.granularity}
      </span>
      {estimate.contradicted && (
        <span className="block text-xs font-medium text-amber-800" data-testid="cutoff-contradicted">
          declared cutoff contradicted by its own error curve (outside the 95% interval)
        </span>
      )}
    </span>
  );
}
