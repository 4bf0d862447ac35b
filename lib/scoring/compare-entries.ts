import {
  DEFAULT_LEVEL,
  forEachResample,
  percentile,
  type BootstrapOptions,
  type Interval,
} from "./bootstrap";
import { combineContributions } from "./combine-contributions";
import { sumContributions } from "./contributions";
import { prepareContributions } from "./score-records";
import { headlineValues, summarizeSums } from "./summarize";
import type { InstanceRecord, ScoringBenchmark } from "./types";

/** A submission's stored records, named by `id`. */
export interface Entry {
  id: string;
  records: readonly InstanceRecord[];
}

/** Metrics where smaller is better (integrity errors). */
export const LOWER_IS_BETTER = new Set(["mse", "mae"]);

/**
 * Resamples claims scored by every entry and reports each entry's headline `metric` at the
 * point estimate and in every replicate. Claims are restricted to `claimIds` when given.
 */
export function bootstrapEntries(
  benchmark: ScoringBenchmark,
  entries: readonly Entry[],
  metric: string,
  options: BootstrapOptions & { claimIds?: Iterable<string> } = {},
): { n: number; point: number[]; replicates: number[][] } {
  let shared: Set<string> | undefined =
    options.claimIds === undefined ? undefined : new Set(options.claimIds);
  for (const entry of entries) {
    const ids = prepareContributions(benchmark, entry.records, shared).contributions.claimIds;
    shared = new Set(ids);
  }
  const prepared = entries.map((entry) => prepareContributions(benchmark, entry.records, shared));
  const layout = prepared[0]?.layout;
  if (!layout) return { n: 0, point: [], replicates: [] };
  const valueOf = (sums: Float64Array): number => {
    const value = headlineValues(summarizeSums(layout, sums))[metric];
    if (value === undefined) throw new Error(`metric "${metric}" is not available for this benchmark`);
    return value;
  };
  const { combined, stride } = combineContributions(prepared.map((p) => p.contributions));
  const split = (sums: Float64Array): number[] =>
    entries.map((_, e) => valueOf(sums.subarray(e * stride, (e + 1) * stride)));
  const replicates: number[][] = [];
  forEachResample(combined, options, (sums) => replicates.push(split(sums)));
  return { n: combined.claimIds.length, point: split(sumContributions(combined)), replicates };
}

interface PairedComparison {
  n: number;
  /** metric(a) - metric(b) on the shared claims. */
  difference: number;
  interval: Interval;
  /** Two-sided bootstrap p-value for "no difference": 2 × the smaller tail share at 0, capped at 1. */
  pValue: number;
}

/** Paired bootstrap of the difference between two submissions on the same claims. */
export function comparePaired(
  benchmark: ScoringBenchmark,
  a: Entry,
  b: Entry,
  metric: string,
  options: BootstrapOptions & { claimIds?: Iterable<string>; level?: number } = {},
): PairedComparison {
  const { n, point, replicates } = bootstrapEntries(benchmark, [a, b], metric, options);
  const diffs = replicates.map(([x, y]) => (x ?? 0) - (y ?? 0));
  const alpha = (1 - (options.level ?? DEFAULT_LEVEL)) / 2;
  const atMost = diffs.filter((d) => d <= 0).length / diffs.length;
  const atLeast = diffs.filter((d) => d >= 0).length / diffs.length;
  return {
    n,
    difference: (point[0] ?? 0) - (point[1] ?? 0),
    interval: [percentile(diffs, alpha), percentile(diffs, 1 - alpha)],
    pValue: diffs.length === 0 ? 1 : Math.min(1, 2 * Math.min(atMost, atLeast)),
  };
}
