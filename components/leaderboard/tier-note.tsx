import type { LeaderboardResult } from "@/lib/leaderboard/types";

/** What the tier letters and submission counts beside the rows mean (DOMAIN.md §9). */
export function TierNote({ result }: { result: LeaderboardResult }) {
  const rule =
    result.representative === "best"
      ? "each row shows the model's best submission on these splits"
      : "each row shows the model's latest submission on these splits";
  return (
    <p className="text-sm text-gray-700" data-testid="tier-note">
      {result.pairwise && result.pairwise.entryIds.length > 0
        ? "Letters beside the rank: ranked models that share a letter are not significantly different on the ranked metric (paired bootstrap over all pairs, Holm-adjusted at 0.05; compact letter display). "
        : !result.release.exact
          ? "Tier letters are not shown on hidden test splits (they read every model's per-claim results). "
          : ""}
      {`Representative rule: ${rule}; the count under each model is every submission it made to them, hidden ones included.`}
    </p>
  );
}
