// Unpaired bootstrap of a metric on two disjoint claim subsets of one submission (DOMAIN §6).
import { sumContributions } from "@/lib/scoring/contributions";
import { forEachResample, percentile, type Interval } from "@/lib/scoring/bootstrap";
import { headlineValues, summarizeSums } from "@/lib/scoring/summarize";
import { prepareContributions } from "@/lib/scoring/score-records";
import { type InstanceRecord, type ScoringBenchmark } from "@/lib/scoring/types";

export interface SubsetComparison {
  metric: string;
  a: { n: number; value: number | null };
  b: { n: number; value: number | null };
  /** value(a) - value(b); null when either subset is empty. */
  difference: number | null;
  interval: Interval | null;
  /** Two-sided bootstrap p-value for "no difference": 2 × the smaller tail share at 0, capped at 1. */
  pValue: number | null;
}

/**
 * The metric on claims `a` (e.g. contaminated) and `b` (uncontaminated) of the same
 * records. The subsets are resampled independently, each with its own seeded stream, B
 * times; the interval is the percentile interval of the replicate differences.
 */
export function compareSubsets(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  metric: string,
  a: Iterable<string>,
  b: Iterable<string>,
  options: { b?: number; seed?: number; level?: number } = {},
): SubsetComparison {
  const B = options.b ?? 1000;
  const seed = options.seed ?? 0;
  const level = options.level ?? 0.95;
  const sides = [a, b].map((ids, k) => {
    const { layout, contributions } = prepareContributions(benchmark, records, ids);
    const valueOf = (sums: Float64Array) => headlineValues(summarizeSums(layout, sums))[metric] ?? Number.NaN;
    const n = contributions.claimIds.length;
    const replicates: number[] = [];
    forEachResample(contributions, { b: B, seed: seed + k }, (sums) => replicates.push(valueOf(sums)));
    return { n, value: n === 0 ? null : valueOf(sumContributions(contributions)), replicates };
  });
  const [x, y] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const base = { metric, a: { n: x.n, value: x.value }, b: { n: y.n, value: y.value } };
  if (x.value === null || y.value === null)
    return { ...base, difference: null, interval: null, pValue: null };
  const diffs = x.replicates
    .map((v, i) => v - (y.replicates[i] ?? Number.NaN))
    .filter((d) => Number.isFinite(d));
  const alpha = (1 - level) / 2;
  const atMost = diffs.filter((d) => d <= 0).length / Math.max(1, diffs.length);
  const atLeast = diffs.filter((d) => d >= 0).length / Math.max(1, diffs.length);
  return {
    ...base,
    difference: x.value - y.value,
    interval: diffs.length === 0 ? null : [percentile(diffs, alpha), percentile(diffs, 1 - alpha)],
    pValue: diffs.length === 0 ? null : Math.min(1, 2 * Math.min(atMost, atLeast)),
  };
}
