import type { ClaimContributions } from "./contributions";
import { createFixedIndexSampler } from "./random";

export const DEFAULT_BOOTSTRAP_B = 1000;
export const DEFAULT_LEVEL = 0.95;

export interface BootstrapOptions {
  /** Number of resamples (default 1000). */
  b?: number;
  /** PRNG seed; the same seed and input give the same replicates (default 0). */
  seed?: number;
}

/** Two-sided percentile interval [low, high] on the metric's own scale. */
export type Interval = [number, number];

/**
 * Calls `visit` with the summed contributions of each of B resamples of claims drawn
 * with replacement (all slices and variants of a claim travel together). Identical
 * claim rows are grouped, so a resample costs n draws plus one pass over distinct rows.
 * The `sums` buffer is reused between calls.
 */
export function forEachResample(
  contributions: ClaimContributions,
  options: BootstrapOptions,
  visit: (sums: Float64Array, replicate: number) => void,
): void {
  const n = contributions.claimIds.length;
  const b = options.b ?? DEFAULT_BOOTSTRAP_B;
  if (n === 0 || b <= 0) return;
  const { patternOf, patternRows } = groupIdenticalRows(contributions);
  const draw = createFixedIndexSampler(options.seed ?? 0, n);
  const counts = new Float64Array(patternRows.length);
  const sums = new Float64Array(contributions.dim);
  const { indices, values, offsets } = contributions;
  for (let r = 0; r < b; r += 1) {
    counts.fill(0);
    for (let i = 0; i < n; i += 1) counts[patternOf[draw()]!]! += 1;
    sums.fill(0);
    for (let p = 0; p < patternRows.length; p += 1) {
      const weight = counts[p]!;
      if (weight === 0) continue;
      const row = patternRows[p]!;
      for (let j = offsets[row]!; j < offsets[row + 1]!; j += 1) sums[indices[j]!]! += weight * values[j]!;
    }
    visit(sums, r);
  }
}

function groupIdenticalRows(c: ClaimContributions): { patternOf: Int32Array; patternRows: number[] } {
  const patternOf = new Int32Array(c.claimIds.length);
  const patternRows: number[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < c.claimIds.length; i += 1) {
    const parts: number[] = [];
    for (let j = c.offsets[i]!; j < c.offsets[i + 1]!; j += 1) parts.push(c.indices[j]!, c.values[j]!);
    const key = parts.join(",");
    let id = seen.get(key);
    if (id === undefined) {
      id = patternRows.length;
      seen.set(key, id);
      patternRows.push(i);
    }
    patternOf[i] = id;
  }
  return { patternOf, patternRows };
}

/** Percentile of unsorted values with linear interpolation (NumPy's default); q in [0, 1]. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/**
 * Rank interval from bootstrap ranks (DOMAIN.md §6): order statistics, never interpolated,
 * so the ends are ranks that occurred. Low = the sorted value at floor(q·(B−1)) for
 * q = 0.025, high = the one at ceil(q·(B−1)) for q = 0.975 (NumPy percentile methods
 * "lower" and "higher"), which keeps at least 95% of the resampled ranks inside.
 */
export function rankInterval(ranks: readonly number[], level = DEFAULT_LEVEL): Interval {
  const sorted = [...ranks].sort((a, b) => a - b);
  if (sorted.length === 0) return [Number.NaN, Number.NaN];
  const alpha = (1 - level) / 2;
  const last = sorted.length - 1;
  return [sorted[Math.floor(alpha * last)]!, sorted[Math.ceil((1 - alpha) * last)]!];
}

/** Percentile bootstrap intervals for every named value `statistic` returns. */
export function bootstrapIntervals(
  contributions: ClaimContributions,
  statistic: (sums: Float64Array) => Record<string, number>,
  options: BootstrapOptions & { level?: number } = {},
): Record<string, Interval> {
  const replicates = new Map<string, number[]>();
  forEachResample(contributions, options, (sums) => {
    for (const [name, value] of Object.entries(statistic(sums))) {
      const list = replicates.get(name) ?? [];
      list.push(value);
      replicates.set(name, list);
    }
  });
  const alpha = (1 - (options.level ?? DEFAULT_LEVEL)) / 2;
  return Object.fromEntries(
    [...replicates.entries()].map(([name, list]) => [
      name,
      [percentile(list, alpha), percentile(list, 1 - alpha)],
    ]),
  );
}
