import { rankInterval, type Interval } from "@/lib/scoring/bootstrap";
import { addTiers } from "./difficulty/board-tiers";
import { interval95 } from "./metric-replicates";
import { resampleEntries } from "./resample-entries";
import { sumContributions } from "@/lib/scoring/contributions";
import { rankValues } from "@/lib/scoring/rank-intervals";
import { prepareContributions } from "@/lib/scoring/score-records";
import { headlineValues, summarizeSums } from "@/lib/scoring/summarize";
import type { PropertyScore } from "@/lib/scoring/integrity-metrics";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";

export interface EntryInput {
  id: string;
  records: readonly InstanceRecord[];
  /** Takes part in the ranking (contaminated models and baselines do not). */
  isRankable: boolean;
}

export interface ScoredEntry {
  id: string;
  n: number;
  /** Headline values (lib/scoring `headlineValues`), fractions or MSE scale. */
  values: Record<string, number>;
  /** 95% percentile intervals of every headline value. */
  intervals: Record<string, Interval>;
  rank: number | null;
  /** 95% rank interval, whole ranks (order statistics of the bootstrap ranks, `rankInterval`). */
  rankLow: number | null;
  rankHigh: number | null;
  isTopTier: boolean;
  /** Per-property MSE with its counts (integrity benchmarks that declare properties). */
  properties?: Record<string, PropertyScore>;
  /** Ranked entries: compact letter display over all ranked pairs, and the Holm-adjusted p-values against each ranked entry by id (DOMAIN.md §9). */
  tier?: string;
  pairwise?: Record<string, number>;
}

interface JointOptions {
  claimIds: readonly string[];
  metric: string;
  lowerIsBetter: boolean;
  b: number;
  seed: number;
}

/**
 * One bootstrap pass over claims shared by every entry gives each entry's intervals and,
 * for rankable entries, the rank intervals on `metric` (DOMAIN.md §6). The draws depend
 * only on the seed and the number of claims, so each entry's intervals equal those
 * `scoreRecords` gives it alone. Every entry must have records for every claim.
 */
export function scoreEntriesJointly(
  benchmark: ScoringBenchmark,
  entries: readonly EntryInput[],
  options: JointOptions,
): ScoredEntry[] {
  if (entries.length === 0) return [];
  const prepared = entries.map((e) => prepareContributions(benchmark, e.records, options.claimIds));
  const layout = prepared[0]!.layout;
  const contributions = prepared.map((p) => p.contributions);
  const stride = Math.max(...contributions.map((c) => c.dim));
  const summaryOf = (sums: Float64Array, e: number) =>
    summarizeSums(layout, sums.subarray(e * stride, (e + 1) * stride));
  const valuesOf = (sums: Float64Array, e: number) => headlineValues(summaryOf(sums, e));
  const rankable = entries.flatMap((e, i) => (e.isRankable ? [i] : []));
  const pointSums = new Float64Array(stride * entries.length);
  contributions.forEach((c, e) => pointSums.set(sumContributions(c), e * stride));
  const point = entries.map((_, e) => valuesOf(pointSums, e));
  const replicates = entries.map(() => new Map<string, number[]>());
  const rankReplicates = entries.map(() => [] as number[]);
  resampleEntries(contributions, stride, { b: options.b, seed: options.seed }, (sums) => {
    const metricValues: number[] = [];
    entries.forEach((_, e) => {
      const values = valuesOf(sums, e);
      for (const [name, value] of Object.entries(values)) {
        const list = replicates[e]!.get(name);
        if (list) list.push(value);
        else replicates[e]!.set(name, [value]);
      }
      if (entries[e]!.isRankable) metricValues.push(values[options.metric] ?? Number.NaN);
    });
    rankValues(metricValues, options.lowerIsBetter).forEach((r, k) => rankReplicates[rankable[k]!]!.push(r));
  });
  const pointRanks = rankValues(
    rankable.map((e) => point[e]![options.metric] ?? Number.NaN),
    options.lowerIsBetter,
  );
  const scored: ScoredEntry[] = entries.map((entry, e) => {
    const k = rankable.indexOf(e);
    const ranks = rankReplicates[e]!;
    const [rankLow, rankHigh] = rankInterval(ranks);
    return {
      id: entry.id,
      n: contributions[0]!.claimIds.length,
      values: point[e]!,
      intervals: Object.fromEntries([...replicates[e]!].map(([name, list]) => [name, interval95(list)])),
      rank: k < 0 ? null : (pointRanks[k] ?? null),
      rankLow: k < 0 || ranks.length === 0 ? null : rankLow,
      rankHigh: k < 0 || ranks.length === 0 ? null : rankHigh,
      isTopTier: false,
      ...propertiesOf(summaryOf(pointSums, e)),
    };
  });
  addTiers(scored, rankable, (e) => replicates[e]!.get(options.metric) ?? [], options);
  const leader = scored.filter((s) => s.rank !== null).sort((x, y) => (x.rank ?? 0) - (y.rank ?? 0))[0];
  for (const s of scored)
    s.isTopTier =
      s.rank !== null && leader !== undefined && (s.rankLow ?? Infinity) <= (leader.rankHigh ?? -Infinity);
  return scored;
}

/** The summary's per-property results as an entry carries them (nothing when there are none). */
export function propertiesOf(summary: { properties?: Record<string, PropertyScore> }): {
  properties?: Record<string, PropertyScore>;
} {
  return summary.properties ? { properties: summary.properties } : {};
}
