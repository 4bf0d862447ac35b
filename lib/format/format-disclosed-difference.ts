import { decimalsOf, formatDifference, formatDifferenceInterval, styleOf } from "./format-metric";

/** A difference and its 95% interval as a page prints them. */
type DifferenceText = {
  value: string;
  interval: string;
  /** The disclosed difference and both bounds rounded to 0: only "within half a step of 0" is known. */
  isBelowStep: boolean;
};

/** An unsigned size in a difference's unit: 0.05 (MSE) → "0.05", 0.02 (a share) → "2 pp". */
export function formatDifferenceSize(metric: string, size: number): string {
  const style = styleOf(metric);
  const scaled = Number((size * style.scale).toPrecision(12));
  return `${scaled.toFixed(decimalsOf(scaled))}${style.differenceUnit}`;
}

/**
 * A paired difference and its interval, disclosed to `step` by lib/disclosure (null: exact).
 * On a hidden split a small difference rounds to 0 together with both bounds, and
 * "0.0 [0.0, 0.0]" beside "p < 0.01" reads as a contradiction. The disclosed numbers say
 * only that each lies within half a step of 0, so that is what is printed ("|Δ| ≤ 0.05",
 * "within ±0.05"): derived from the disclosed values and the public step, nothing finer.
 */
export function formatDisclosedDifference(
  metric: string,
  d: { difference: number | null; low: number | null; high: number | null },
  step: number | null,
): DifferenceText {
  const isBelowStep = step !== null && step > 0 && d.difference === 0 && d.low === 0 && d.high === 0;
  if (isBelowStep) {
    const half = formatDifferenceSize(metric, step / 2);
    return { value: `|Δ| ≤ ${half}`, interval: `within ±${half}`, isBelowStep };
  }
  return {
    value: formatDifference(metric, d.difference, { step }),
    interval: formatDifferenceInterval(metric, d.low, d.high, { step }),
    isBelowStep,
  };
}
