import { rankInterval, type BootstrapOptions } from "./bootstrap";
import { bootstrapEntries, LOWER_IS_BETTER, type Entry } from "./compare-entries";

interface RankedEntry {
  id: string;
  value: number;
  /** 1 = best; ties share the better rank. */
  rank: number;
  /** 95% rank interval: order statistics of the bootstrap ranks (`rankInterval`), whole ranks. */
  rankLow: number;
  rankHigh: number;
  /** Interval overlaps the leader's (DOMAIN.md §6). */
  topTier: boolean;
}

/**
 * Competition ranks (1 + number of strictly better values; NaN is never better and ranks
 * 1). Counted by binary search in the sorted values, since a board ranks hundreds of
 * entries in each of its resamples.
 */
export function rankValues(values: readonly number[], lowerIsBetter: boolean): number[] {
  const sorted = Float64Array.from(values.filter((v) => !Number.isNaN(v))).sort();
  return values.map((v) => {
    if (Number.isNaN(v)) return 1;
    // Values below v (lower is better) or above it (higher is better).
    return 1 + (lowerIsBetter ? countBelow(sorted, v) : sorted.length - countAtMost(sorted, v));
  });
}

function countBelow(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function countAtMost(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ranks entries on `metric` with bootstrap rank intervals and the top-tier flag, best first. */
export function rankEntries(
  benchmark: Parameters<typeof bootstrapEntries>[0],
  entries: readonly Entry[],
  metric: string,
  options: BootstrapOptions & { claimIds?: Iterable<string>; lowerIsBetter?: boolean } = {},
): { n: number; entries: RankedEntry[] } {
  const lowerIsBetter = options.lowerIsBetter ?? LOWER_IS_BETTER.has(metric);
  const { n, point, replicates } = bootstrapEntries(benchmark, entries, metric, options);
  const pointRanks = rankValues(point, lowerIsBetter);
  const ranksPerEntry = entries.map(() => [] as number[]);
  for (const values of replicates)
    rankValues(values, lowerIsBetter).forEach((r, e) => ranksPerEntry[e]!.push(r));
  const ranked = entries.map((entry, e) => {
    const [rankLow, rankHigh] = rankInterval(ranksPerEntry[e] ?? []);
    return {
      id: entry.id,
      value: point[e] ?? Number.NaN,
      rank: pointRanks[e] ?? 0,
      rankLow,
      rankHigh,
      topTier: false,
    };
  });
  ranked.sort((x, y) => x.rank - y.rank);
  const leader = ranked[0];
  for (const entry of ranked) entry.topTier = leader !== undefined && entry.rankLow <= leader.rankHigh;
  return { n, entries: ranked };
}
