import { formatInterval, formatMetric, type FormatOptions } from "@/lib/format";
import type { Estimate } from "@/lib/leaderboard/types";

/** A value and its interval, both in the metric's unit and to the same disclosure step. */
export function formatEstimate(
  metric: string,
  e: Estimate | undefined,
  options: FormatOptions = {},
): { value: string; interval: string } {
  if (!e) return { value: "—", interval: "" };
  return {
    value: formatMetric(metric, e.value, options),
    interval: formatInterval(metric, e.low, e.high, options),
  };
}

export function formatRankInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return "";
  // Rank intervals are order statistics of bootstrap ranks: always whole ranks.
  return low === high ? `[${low}]` : `[${low}–${high}]`;
}
