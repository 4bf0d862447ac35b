import { metricOf } from "@/lib/scoring/metrics";

/**
 * How finely numbers derived from hidden gold are disclosed (docs/SECURITY.md).
 *
 * A metric computed on n claims has a standard error of at most `spread / √n`, where
 * `spread` bounds the standard deviation of one claim's contribution (0.5 for a share of
 * claims, 1 for MAE on [0, 2], 2 for MSE on [0, 4]). Disclosing a number more finely than
 * its own sampling noise tells nobody anything about the model, but every extra digit is
 * information about the hidden labels. So the step η is the largest "nice" step (1, 2, 5
 * times a power of ten) that is at most one standard error, and a number over fewer than
 * MIN_DISCLOSURE_N claims is withheld.
 */

/** Fewer claims than this: hidden-split numbers are withheld, not rounded. */
export const MIN_DISCLOSURE_N = 30;

/** Finest step ever used (a split of 250,000 claims). */
const FINEST_STEP = 0.001;
const NICE = [1, 2, 5];

/** 0.5 for shares of claims (accuracy, F1, acc3, avg12…), more for wider scales (lib/scoring/metrics.ts). */
function metricSpread(metric: string): number {
  return metricOf(metric).spread;
}

/** The largest 1-2-5 step that is at most `x` (never below FINEST_STEP). */
export function niceFloor(x: number): number {
  if (!(x > FINEST_STEP)) return FINEST_STEP;
  const decade = 10 ** Math.floor(Math.log10(x));
  const steps = NICE.map((m) => m * decade).filter((s) => s <= x * (1 + 1e-12));
  return Number((steps.at(-1) ?? decade).toPrecision(1));
}

/**
 * η for `metric` over `n` claims. `override` (a maintainer's choice, on the share scale)
 * replaces the derived share step; wider metrics scale it by their spread.
 */
export function disclosureStep(metric: string, n: number, override: number | null = null): number {
  const scale = metricSpread(metric) / 0.5;
  if (override !== null && override > 0) return Number((override * scale).toPrecision(6));
  return niceFloor(metricSpread(metric) / Math.sqrt(Math.max(1, n)));
}

/** `value` rounded to the nearest multiple of `step`, printed cleanly (0.62, not 0.6200000000000001). */
export function roundToStep(value: number, step: number): number {
  if (!Number.isFinite(value)) return value;
  const decimals = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)) + 1;
  const rounded = Number((Math.round(value / step) * step).toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
}
