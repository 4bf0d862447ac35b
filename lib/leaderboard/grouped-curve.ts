import type { Interval } from "@/lib/scoring/bootstrap";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { interval95, prepareMetric, sampleMetric } from "./metric-replicates";
import { periodIndexOfDate, periodName } from "@/lib/periods/periods";
import type { Period } from "@/lib/vocabulary";

export interface CurvePoint {
  /** Relative period (cutoff-aligned) or calendar period index (longitudinal), in the benchmark's split period. */
  x: number;
  label: string;
  n: number;
  value: number;
  interval: Interval;
  /** Format success rate of the group (verdict track): discloses parsed-only metrics. */
  fsr?: number;
}

type Claim = { claimId: string; claimDate: string };

/**
 * The metric per group of claims, each with n and a bootstrap 95% interval; groups with
 * no claim the records cover are left out. `keyOf` maps a claim to its group number.
 */
function groupedCurve(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly Claim[],
  keyOf: (claim: Claim) => number,
  labelOf: (key: number) => string,
  options: { metric: string; b: number; seed: number },
): CurvePoint[] {
  const groups = new Map<number, string[]>();
  for (const claim of claims) {
    const key = keyOf(claim);
    const list = groups.get(key);
    if (list) list.push(claim.claimId);
    else groups.set(key, [claim.claimId]);
  }
  const prepared = prepareMetric(
    benchmark,
    records,
    claims.map((c) => c.claimId),
    options.metric,
  );
  return [...groups.keys()]
    .sort((a, b) => a - b)
    .flatMap((key) => {
      const sample = sampleMetric(prepared, groups.get(key) ?? [], options);
      if (sample.n === 0) return [];
      const point: CurvePoint = {
        x: key,
        label: labelOf(key),
        n: sample.n,
        value: sample.value,
        interval: interval95(sample.replicates),
      };
      return [sample.fsr === undefined ? point : { ...point, fsr: sample.fsr }];
    });
}

/**
 * Cutoff-aligned curve (VeriTaS Fig. 5): x = period(claim) − period(cutoff), in the
 * benchmark's split period (relative quarters, or relative months).
 */
export function cutoffAlignedCurve(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly Claim[],
  cutoff: string,
  options: { metric: string; b: number; seed: number; period: Period },
): CurvePoint[] {
  const base = periodIndexOfDate(cutoff, options.period);
  return groupedCurve(
    benchmark,
    records,
    claims,
    (c) => periodIndexOfDate(c.claimDate, options.period) - base,
    (k) => (k > 0 ? `+${k}` : String(k)),
    options,
  );
}

/** Longitudinal curve: x = calendar period index, labelled as the split names ("YYYYQn" or "YYYY-MM"). */
export function longitudinalCurve(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly Claim[],
  options: { metric: string; b: number; seed: number; period: Period },
): CurvePoint[] {
  const { period } = options;
  return groupedCurve(
    benchmark,
    records,
    claims,
    (c) => periodIndexOfDate(c.claimDate, period),
    (k) => periodName(k, period),
    options,
  );
}
