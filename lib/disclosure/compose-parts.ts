import type { Interval } from "@/lib/scoring/bootstrap";
import type { PropertyScore } from "@/lib/scoring/integrity-metrics";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";

const Z = 1.959963984540054;
const NO_INTERVAL: Interval = [Number.NaN, Number.NaN];

/**
 * One entry's part of a board on one split (docs/DOMAIN.md §6, "Boards that read hidden
 * splits"): on a hidden split the result the Ladder disclosed, on a public-label split the
 * stored exact result, already cut to the board's slice and mode. Everything a composed
 * board shows is computed from these.
 */
export interface SplitPart {
  split: string;
  /** The split's period index (lib/periods). */
  periodIndex: number;
  n: number;
  missing: number;
  values: Record<string, number>;
  intervals: Record<string, Interval>;
  slices?: ScoreResult["slices"];
  reasoningGap?: { value: number; interval: Interval };
  ssa?: { delta: number; otr: number };
  properties?: Record<string, PropertyScore>;
}

/** A stored undefined metric is null (JSON): NaN here, so that a mean with it is withheld, not 0. */
const num = (v: unknown): number => (typeof v === "number" ? v : Number.NaN);
const numbers = (values: Record<string, unknown>): Record<string, number> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, num(v)]));

/**
 * A stored result (disclosed or exact) as a split part: whole, or cut to one slice and mode
 * (then accuracy and macro-F1 only, without intervals: no other per-slice number is stored).
 */
export function toSplitPart(
  split: { name: string; periodIndex: number },
  result: ScoreResult,
  cut: { slice?: number; mode: string },
): SplitPart {
  const base = {
    split: split.name,
    periodIndex: split.periodIndex,
    n: result.n,
    missing: result.missing ?? 0,
  };
  if (cut.slice !== undefined) {
    const m = result.slices?.[String(cut.slice)]?.[cut.mode as "classification"];
    return {
      ...base,
      values: m ? numbers({ accuracy: m.accuracy, macro_f1: m.macro_f1 }) : {},
      intervals: {},
    };
  }
  const gapInterval = result.ci?.intervals["reasoning_gap"];
  return {
    ...base,
    values: numbers(headlineValues(result)),
    intervals: Object.fromEntries(
      Object.entries(result.ci?.intervals ?? {}).map(([k, [low, high]]) => [k, [num(low), num(high)]]),
    ),
    ...(result.slices ? { slices: result.slices } : {}),
    ...(result.reasoning_gap === undefined
      ? {}
      : {
          reasoningGap: {
            value: num(result.reasoning_gap),
            interval: gapInterval ? [num(gapInterval[0]), num(gapInterval[1])] : NO_INTERVAL,
          },
        }),
    ...(result.ssa ? { ssa: { delta: result.ssa.delta, otr: result.ssa.otr } } : {}),
    ...(result.properties ? { properties: result.properties } : {}),
  };
}

/** A value with its interval; NaN when withheld. */
export interface Pooled {
  n: number;
  value: number;
  interval: Interval;
}

/**
 * The claim-weighted mean of per-split values with the normal-approximation interval
 * v ± z·sqrt(Σ w² se²), se = half-width / z (one part: its own interval unchanged).
 * Withheld (NaN) when any part's value is; the interval when any part's interval is.
 */
export function pool(parts: readonly { n: number; value: number; interval?: Interval }[]): Pooled {
  const n = parts.reduce((a, p) => a + p.n, 0);
  if (parts.length === 0 || n === 0) return { n, value: Number.NaN, interval: NO_INTERVAL };
  if (parts.length === 1) {
    const only = parts[0]!;
    return { n, value: only.value, interval: only.interval ?? NO_INTERVAL };
  }
  const value = parts.reduce((a, p) => a + (p.n / n) * p.value, 0);
  const variance = parts.reduce((a, p) => {
    const [low, high] = p.interval ?? NO_INTERVAL;
    const se = (high - low) / (2 * Z);
    return a + (p.n / n) ** 2 * se * se;
  }, 0);
  const half = Z * Math.sqrt(variance);
  return { n, value, interval: Number.isFinite(half) ? [value - half, value + half] : NO_INTERVAL };
}

/** b − a with the interval ± z·sqrt(se_a² + se_b²) (independent claim sets or unpaired). */
export function poolDifference(a: Pooled, b: Pooled): { value: number; interval: Interval } {
  const se = (p: Pooled) => (p.interval[1] - p.interval[0]) / (2 * Z);
  const value = b.value - a.value;
  const half = Z * Math.sqrt(se(a) ** 2 + se(b) ** 2);
  return { value, interval: Number.isFinite(half) ? [value - half, value + half] : NO_INTERVAL };
}

/** Every metric any part carries, pooled over the parts. */
export function poolMetrics(parts: readonly SplitPart[], metrics: readonly string[]): Record<string, Pooled> {
  return Object.fromEntries(
    metrics.map((metric) => [
      metric,
      pool(
        parts.map((r) => ({
          n: r.n,
          value: r.values[metric] ?? Number.NaN,
          interval: r.intervals[metric] ?? NO_INTERVAL,
        })),
      ),
    ]),
  );
}

/** Per-property MSE weighted by each split's property n; a property some part lacks is left out. */
export function poolProperties(parts: readonly SplitPart[]): Record<string, PropertyScore> | undefined {
  const each = parts.map((p) => p.properties);
  if (each.some((p) => p === undefined)) return undefined;
  const names = Object.keys(each[0] ?? {}).filter((name) => each.every((p) => p?.[name] !== undefined));
  return Object.fromEntries(
    names.map((name) => {
      const props = each.map((p) => p![name]!);
      const n = props.reduce((a, p) => a + p.n, 0);
      const mse = n === 0 ? Number.NaN : props.reduce((a, p) => a + p.n * p.mse, 0) / n;
      return [name, { ...props[0]!, n, mse, missing: props.reduce((a, p) => a + p.missing, 0) }];
    }),
  );
}
