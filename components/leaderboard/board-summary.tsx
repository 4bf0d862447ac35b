import { Notice } from "@/components/ui/notice";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { SMALL_WINDOW } from "@/lib/leaderboard/window";

/** What the board covers, one line above the table, with the small-window warning. */
export function WindowLine({ result }: { result: LeaderboardResult }) {
  const { query } = result;
  return (
    <>
      <p className="text-sm" data-testid="window-claims">
        <strong>{result.n}</strong> claims in{" "}
        {query.splits.length > 4
          ? `${query.splits.length} splits, ${query.splits[0]}–${query.splits.at(-1)}`
          : query.splits.join(", ")}
        {query.start ? ` dated from ${query.start}` : ""}
        {query.end ? ` up to ${query.end}` : ""}
        {query.slice !== undefined ? `, slice ${query.slice} in ${query.mode} mode` : ""}.
      </p>
      {result.isSmallWindow && (
        <Notice tone="error">
          Only {result.n} claims are in this window (fewer than {SMALL_WINDOW}): intervals are wide and ranks
          unstable.
        </Notice>
      )}
    </>
  );
}

/** How to read the board, below it: claims in the window, tiers, contamination, bootstrap. */
export function BoardSummary({ result }: { result: LeaderboardResult }) {
  const { query } = result;
  const contaminated = result.rows.filter((r) => r.status === "contaminated").length;
  const topTier = result.rows.filter((r) => r.isTopTier).map((r) => r.model);
  return (
    <div className="space-y-2">
      {topTier.length > 0 && (
        <p className="text-sm">Top tier (rank interval overlaps the leader&apos;s): {topTier.join(", ")}.</p>
      )}
      {query.start ? (
        <p className="text-sm">
          Models whose {query.cutoff} cutoff plus {query.buffer} days is on or after {query.start} are marked
          contaminated and not ranked{contaminated ? ` (${contaminated} here)` : ""}.
        </p>
      ) : (
        <p className="text-sm text-gray-700">
          No window start is set, so knowledge cutoffs are not checked. Set “Claims from” to rank only on
          claims after each model&apos;s cutoff.
        </p>
      )}
      <p className="text-xs text-gray-700">
        {result.release.exact ? (
          <>
            95% intervals and rank intervals from B = {result.bootstrap.b} bootstrap resamples of claims (seed{" "}
            {result.bootstrap.seed}).
          </>
        ) : (
          <>
            95% intervals are each split&apos;s disclosed bootstrap interval, combined across splits; a rank
            interval runs from 1 + the entries whose interval lies wholly better to the entries not wholly
            worse. Values are rounded to the disclosure step of their column: an interval whose value sits on
            one of its ends (0.00 [0.00, 0.04]) is that rounding, not a certainty; an error that rounds to 0
            reads “&lt; step”; equal disclosed values share a rank (=2).
          </>
        )}{" "}
        A model is represented by its {result.representative} submission per split. Baselines are computed by
        the platform, not submitted.
      </p>
      {result.notes.map((n) => (
        <Notice key={n}>{n}</Notice>
      ))}
    </div>
  );
}
