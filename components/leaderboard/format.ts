import { formatMetric } from "@/components/submissions/format-metric";
import type { Estimate } from "@/lib/leaderboard/types";

/** Metric values at 3 decimals (fractions stay fractions, as in the API). */
export function formatValue(value: number | null | undefined): string {
  return formatMetric(value, 3);
}

export function formatEstimate(e: Estimate | undefined): { value: string; interval: string } {
  if (!e) return { value: "—", interval: "" };
  return { value: formatValue(e.value), interval: Number.isNaN(e.low) ? "" : `[${formatValue(e.low)}, ${formatValue(e.high)}]` };
}

export function formatRankInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return "";
  // Rank intervals are order statistics of bootstrap ranks: always whole ranks.
  return low === high ? `[${low}]` : `[${low}–${high}]`;
}
