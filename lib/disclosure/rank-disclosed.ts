import type { LeaderboardResult, LeaderboardRow } from "@/lib/leaderboard/types";

/**
 * Ranks, rank intervals and top tier of a board from its disclosed (displayed) values only
 * (docs/DOMAIN.md §6, "Boards that read hidden splits"): rank = 1 + ranked entries strictly
 * better; low = 1 + those whose interval lies wholly better, high = ranked entries − those
 * whose interval lies wholly worse. Equal values and intervals give the same rank display.
 * Rows are sorted by the value, ties keeping their order (which no gold decides).
 */
export function rankDisclosedRows(result: LeaderboardResult): LeaderboardResult {
  const metric = result.query.metric;
  const lower = result.lowerIsBetter;
  const better = (a: number, b: number) => (lower ? a < b : a > b);
  const est = (r: LeaderboardRow) =>
    r.metrics[metric] ?? { value: Number.NaN, low: Number.NaN, high: Number.NaN };
  const ranked = result.rows.filter((r) => r.status === "ranked" && Number.isFinite(est(r).value));
  const rows = result.rows.map((r): LeaderboardRow => {
    if (!ranked.includes(r)) return { ...r, rank: null, rankLow: null, rankHigh: null, isTopTier: false };
    const e = est(r);
    const rank = 1 + ranked.filter((o) => better(est(o).value, e.value)).length;
    const hasInterval = Number.isFinite(e.low) && Number.isFinite(e.high);
    const whollyBetter = ranked.filter((o) => {
      const x = est(o);
      return lower ? x.high < e.low : x.low > e.high;
    }).length;
    const whollyWorse = ranked.filter((o) => {
      const x = est(o);
      return lower ? x.low > e.high : x.high < e.low;
    }).length;
    return {
      ...r,
      rank,
      rankLow: hasInterval ? 1 + whollyBetter : null,
      rankHigh: hasInterval ? ranked.length - whollyWorse : null,
      isTopTier: false,
    };
  });
  const leaders = rows.filter((r) => r.rank === 1);
  const leaderHigh = Math.max(...leaders.map((r) => r.rankHigh ?? r.rank ?? 1));
  for (const r of rows)
    if (r.rank !== null) r.isTopTier = r.rank === 1 || (r.rankLow ?? Infinity) <= leaderHigh;
  const key = (r: LeaderboardRow) => {
    const v = est(r).value;
    return Number.isNaN(v) ? Infinity : lower ? v : -v;
  };
  return {
    ...result,
    rows: rows
      .map((r, i) => [r, i] as const)
      .sort((a, b) => key(a[0]) - key(b[0]) || a[1] - b[1])
      .map(([r]) => r),
  };
}
