export function formatRankInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return "";
  // Rank intervals are order statistics of bootstrap ranks: always whole ranks.
  return low === high ? `[${low}]` : `[${low}–${high}]`;
}
