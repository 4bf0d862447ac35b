import { formatInterval, formatMetric } from "@/lib/format";
import { displayStep, type DisclosureInfo } from "@/lib/disclosure/display-step";
import { isLowerBetter } from "@/lib/scoring/metrics";
import type { Estimate, LeaderboardRow } from "./types";

/**
 * One precision per column on a disclosed (hidden-split) board: the coarsest disclosure step of the
 * column's rows (each row's step follows its claim count), so a column never mixes "0.12" and
 * "0.125", and no row shows more than its own disclosure carries. Null for exact columns.
 */
export function columnSteps(
  rows: readonly LeaderboardRow[],
  metrics: readonly string[],
  disclosure: DisclosureInfo,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const m of metrics) {
    let step: number | null = null;
    for (const r of rows) {
      const s = displayStep(disclosure, m, r.n, r.metrics["fsr"]?.value);
      if (s !== null && (step === null || s > step)) step = s;
    }
    out[m] = step;
  }
  return out;
}

/**
 * A value and its interval to the column's step. A disclosed error (lower is better) that prints
 * as 0 at that step (0 itself, or a row disclosed finer than its column) reads "< step" rather
 * than a perfect score: the disclosure only says it is below the step.
 */
export function formatDisclosed(
  metric: string,
  e: Estimate | undefined,
  step: number | null,
): { value: string; interval: string } {
  if (!e) return { value: "—", interval: "" };
  const options = { step };
  const isBelowStep =
    step !== null &&
    isLowerBetter(metric) &&
    formatMetric(metric, e.value, options) === formatMetric(metric, 0, options);
  return {
    value: isBelowStep ? `< ${formatMetric(metric, step, options)}` : formatMetric(metric, e.value, options),
    interval: formatInterval(metric, e.low, e.high, options),
  };
}

/**
 * Rank displays on a disclosed board: ranked rows whose disclosed values print the same share
 * one rank ("=2"), as the disclosure cannot tell them apart. Exact boards keep their ranks.
 */
export function sharedRanks(
  rows: readonly LeaderboardRow[],
  metric: string,
  step: number | null,
): Map<string, string> {
  const out = new Map<string, string>();
  const ranked = rows.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank!);
  const shown = (r: LeaderboardRow) => formatDisclosed(metric, r.metrics[metric], step).value;
  for (let i = 0; i < ranked.length; i++) {
    const r = ranked[i]!;
    out.set(r.entryId, String(r.rank));
    if (step === null) continue;
    let first = i;
    while (first > 0 && shown(ranked[first - 1]!) === shown(r)) first--;
    const tiedAfter = i + 1 < ranked.length && shown(ranked[i + 1]!) === shown(r);
    if (first < i || tiedAfter) out.set(r.entryId, `=${ranked[first]!.rank}`);
  }
  return out;
}
