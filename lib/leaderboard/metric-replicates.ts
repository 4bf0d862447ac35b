import { percentile, type Interval } from "@/lib/scoring/bootstrap";
import { sumContributions, type ClaimContributions } from "@/lib/scoring/contributions";
import { prepareContributions } from "@/lib/scoring/score-records";
import { headlineValues, summarizeSums } from "@/lib/scoring/summarize";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { resampleClaims } from "./resample-claims";
import { pickRows } from "./sub-contributions";

export interface MetricSample {
  /** Claims scored (those asked for that the records cover). */
  n: number;
  value: number;
  /** One value per bootstrap resample of claims. */
  replicates: number[];
  /** Format success rate on these claims (verdict track), which discloses parsed-only metrics. */
  fsr?: number;
}

/** A model's per-claim contributions, prepared once and then sampled on many claim subsets. */
interface PreparedMetric {
  contributions: ClaimContributions;
  rowOf: Map<string, number>;
  valueOf: (sums: ArrayLike<number>) => number;
  fsrOf: (sums: ArrayLike<number>) => number | undefined;
}

export function prepareMetric(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claimIds: Iterable<string>,
  metric: string,
): PreparedMetric {
  const { layout, contributions } = prepareContributions(benchmark, records, claimIds);
  return {
    contributions,
    rowOf: new Map(contributions.claimIds.map((id, i) => [id, i])),
    valueOf: (sums) => headlineValues(summarizeSums(layout, sums))[metric] ?? Number.NaN,
    fsrOf: (sums) => headlineValues(summarizeSums(layout, sums))["fsr"],
  };
}

/** The metric on a claim subset with its bootstrap replicates (NaN value when none is covered). */
export function sampleMetric(
  prepared: PreparedMetric,
  claimIds: Iterable<string>,
  options: { b: number; seed: number },
): MetricSample {
  const rows = [...claimIds].flatMap((id) => {
    const row = prepared.rowOf.get(id);
    return row === undefined ? [] : [row];
  });
  if (rows.length === 0) return { n: 0, value: Number.NaN, replicates: [] };
  const sub = pickRows(prepared.contributions, rows);
  const replicates: number[] = [];
  resampleClaims(sub, options, (sums) => replicates.push(prepared.valueOf(sums)));
  const sums = sumContributions(sub);
  const fsr = prepared.fsrOf(sums);
  return { n: rows.length, value: prepared.valueOf(sums), replicates, ...(fsr === undefined ? {} : { fsr }) };
}

/** 95% percentile interval of replicates; [NaN, NaN] when there are none. */
export function interval95(replicates: readonly number[]): Interval {
  return replicates.length === 0
    ? [Number.NaN, Number.NaN]
    : [percentile(replicates, 0.025), percentile(replicates, 0.975)];
}
