import type { Interval } from "@/lib/scoring/bootstrap";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { interval95, prepareMetric, sampleMetric } from "./metric-replicates";
import { addDaysIso } from "./window";

export interface PrePost {
  pre: { n: number; value: number; interval: Interval };
  post: { n: number; value: number; interval: Interval };
  /** post - pre; its interval bootstraps the two disjoint claim sets independently. */
  difference: number;
  differenceInterval: Interval;
}

/** A model's metric on claims dated on/before its cutoff (+ buffer) against those after. */
export function comparePrePost(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly { claimId: string; claimDate: string }[],
  cutoff: string,
  options: { metric: string; b: number; seed: number; bufferDays: number },
): PrePost {
  // Pre-cutoff: claim_date <= cutoff + buffer (DOMAIN.md §3, as isPreCutoff).
  const last = addDaysIso(cutoff, options.bufferDays);
  const preIds = claims.filter((c) => c.claimDate.slice(0, 10) <= last).map((c) => c.claimId);
  const preSet = new Set(preIds);
  const postIds = claims.filter((c) => !preSet.has(c.claimId)).map((c) => c.claimId);
  const prepared = prepareMetric(benchmark, records, claims.map((c) => c.claimId), options.metric);
  const pre = sampleMetric(prepared, preIds, { b: options.b, seed: options.seed });
  const post = sampleMetric(prepared, postIds, { b: options.b, seed: options.seed + 1 });
  const diffs = pre.replicates.length > 0 && post.replicates.length > 0 ? post.replicates.map((v, i) => v - (pre.replicates[i] ?? Number.NaN)) : [];
  return {
    pre: { n: pre.n, value: pre.value, interval: interval95(pre.replicates) },
    post: { n: post.n, value: post.value, interval: interval95(post.replicates) },
    difference: post.value - pre.value,
    differenceInterval: interval95(diffs),
  };
}
