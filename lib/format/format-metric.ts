import { metricOf, type MetricDisplay } from "@/lib/scoring/metrics";

/**
 * The one way to print metric values (pages, emails, export headers).
 *
 * `step` is the disclosure step η the value was rounded to by lib/disclosure (null or absent:
 * exact). A disclosed value is printed with no more decimals than its step carries in the
 * display unit (η = 0.02 on a share → "72%"; η = 0.005 → "72.5%"), so the page never shows
 * precision the disclosure withheld, and the digits shown are the disclosed ones (never a value
 * recomputed from anything finer). `step: "auto"` is for views that do not carry the step:
 * the value's own shortest decimal form caps the decimals (a disclosed 0.72 prints "72%").
 */
export type FormatOptions = { step?: number | null | "auto" };

const MISSING = "—";

interface DisplayStyle {
  /** Display units per metric unit (100: fractions shown as percent). */
  scale: number;
  /** Decimals shown for exact values. */
  decimals: number;
  /** Unit after a value, and after a difference of two values. */
  unit: string;
  differenceUnit: string;
}

const DISPLAY_STYLE: Record<MetricDisplay, DisplayStyle> = {
  share: { scale: 100, decimals: 1, unit: "%", differenceUnit: " pp" },
  error: { scale: 1, decimals: 3, unit: "", differenceUnit: "" },
  score: { scale: 1, decimals: 3, unit: "", differenceUnit: "" },
  factor: { scale: 1, decimals: 2, unit: "", differenceUnit: "" },
};

/** How `metric` prints (lib/scoring/metrics.ts); a difference of a metric keeps the metric's display. */
export const metricKind = (metric: string): MetricDisplay => metricOf(metric).display;
export const styleOf = (metric: string): DisplayStyle => DISPLAY_STYLE[metricKind(metric)];

/** Decimals needed to write `x` exactly (up to 6): 2 → 0, 0.5 → 1, 0.25 → 2. */
export function decimalsOf(x: number): number {
  for (let d = 0; d < 6; d++) {
    const scaled = x * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) return d;
  }
  return 6;
}

function decimalsFor(
  scale: number,
  exactDecimals: number,
  step: FormatOptions["step"],
  value: number,
): number {
  if (step === "auto") return Math.min(exactDecimals, decimalsOf(Number((value * scale).toPrecision(12))));
  if (step === null || step === undefined || !(step > 0)) return exactDecimals;
  return Math.min(exactDecimals, decimalsOf(Number((step * scale).toPrecision(12))));
}

/** Fixed decimals without float noise (0.725 × 100 prints 72.5, not 72.49999…) and no "-0". */
function fixed(value: number, decimals: number): string {
  const text = Number(value.toPrecision(12)).toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

const isPresent = (v: number | null | undefined): v is number =>
  v !== null && v !== undefined && Number.isFinite(v);

/** A metric value: "72.4%" (shares), "0.153" (MSE/MAE), "—" when missing or withheld. */
export function formatMetric(
  metric: string,
  value: number | null | undefined,
  options: FormatOptions = {},
): string {
  if (!isPresent(value)) return MISSING;
  const style = styleOf(metric);
  return `${fixed(value * style.scale, decimalsFor(style.scale, style.decimals, options.step, value))}${style.unit}`;
}

type Bound = number | null | undefined;

/** An interval with both ends printed by `format`: "[low, high]"; "" when either is missing. */
const intervalOf =
  (format: (metric: string, value: Bound, options?: FormatOptions) => string) =>
  (metric: string, low: Bound, high: Bound, options: FormatOptions = {}): string =>
    isPresent(low) && isPresent(high)
      ? `[${format(metric, low, options)}, ${format(metric, high, options)}]`
      : "";

/** A 95% interval in the value's own unit: "[70.1%, 74.6%]"; "" when missing. */
export const formatInterval = intervalOf(formatMetric);

/**
 * A difference of `metric` between two sets or two models, signed: "+2.3 pp" for shares
 * (percentage points, not percent), "-0.012" for MSE. Disclosed differences use twice the
 * metric's step (lib/disclosure), which the caller passes as `step`.
 */
export function formatDifference(
  metric: string,
  value: number | null | undefined,
  options: FormatOptions = {},
): string {
  if (!isPresent(value)) return MISSING;
  const style = styleOf(metric);
  const text = fixed(value * style.scale, decimalsFor(style.scale, style.decimals, options.step, value));
  const sign = text.startsWith("-") || /^0(\.0*)?$/.test(text) ? "" : "+";
  return `${sign}${text}${style.differenceUnit}`;
}

/** The interval of a difference: "[+1.0 pp, +3.6 pp]". */
export const formatDifferenceInterval = intervalOf(formatDifference);

/**
 * A value of `metric` and its interval as a table prints them: signed (pp for shares) when
 * `isDifference`, in the metric's own unit otherwise. The interval is "" when missing.
 */
export function formatEstimate(
  metric: string,
  value: number,
  interval: readonly [number, number] | undefined,
  options: FormatOptions,
  isDifference = false,
): { value: string; interval: string } {
  const [low, high] = interval ?? [];
  return isDifference
    ? {
        value: formatDifference(metric, value, options),
        interval: formatDifferenceInterval(metric, low, high, options),
      }
    : { value: formatMetric(metric, value, options), interval: formatInterval(metric, low, high, options) };
}
