import { interval95 } from "../metric-replicates";
import { resampleCounts } from "../resample-counts";

/** The field's mean claim difficulty in one period, with its bootstrap interval (DOMAIN.md §9). */
export interface PeriodDifficulty {
  period: string;
  n: number;
  value: number;
  low: number;
  high: number;
}

/**
 * Per period (in period order), the mean difficulty of its fitted claims (claims in column
 * order, NaN difficulties left out), bootstrapped over those claims with the board's B and
 * seed, difficulties held fixed.
 */
export function periodDifficulty(
  difficulty: Float64Array,
  periods: readonly string[],
  options: { b: number; seed: number },
): PeriodDifficulty[] {
  const byPeriod = new Map<string, number[]>();
  periods.forEach((p, c) => {
    const d = difficulty[c]!;
    if (Number.isNaN(d)) return;
    const list = byPeriod.get(p);
    if (list) list.push(d);
    else byPeriod.set(p, [d]);
  });
  return [...byPeriod.keys()].sort().map((period) => {
    const d = byPeriod.get(period)!;
    const n = d.length;
    const counts = resampleCounts(n, options.b, options.seed);
    const sums = new Float64Array(options.b);
    for (let i = 0; i < n; i += 1)
      for (let r = 0; r < options.b; r += 1) sums[r]! += counts[i * options.b + r]! * d[i]!;
    const replicates = Array.from(sums, (s) => s / n);
    const [low, high] = interval95(replicates);
    return { period, n, value: d.reduce((s, v) => s + v, 0) / n, low, high };
  });
}
