import type { Interval } from "@/lib/scoring/bootstrap";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { interval95, prepareMetric, sampleMetric, type MetricSample } from "./metric-replicates";
import { quarterIndex } from "./quarters";
import { addDaysIso, isQuarterEnd } from "./window";

export interface PrePost {
  /** `fsr`: format success rate of the side (verdict track), which releases parsed-only metrics. */
  pre: { n: number; value: number; interval: Interval; fsr?: number };
  post: { n: number; value: number; interval: Interval; fsr?: number };
  /** post - pre; its interval bootstraps the two disjoint claim sets independently. */
  difference: number;
  differenceInterval: Interval;
  /**
   * "date": pre = claim_date <= cutoff + buffer (DOMAIN.md §3), on public dev splits only.
   * "quarter": whole quarters only (hidden splits): pre = quarters ending on or before
   * cutoff + buffer, post = quarters starting after it, the quarter containing it left out.
   */
  rule: "date" | "quarter";
  /** Claims of the quarter containing cutoff + buffer left out (quarter rule only). */
  excluded: number;
}

/** What the quarter rule of the pre/post table does, for the view's note. */
export const QUARTER_PRE_POST_NOTE =
  "The selection includes hidden test splits, so the before/after-cutoff table compares whole quarters: before = quarters that end on or before cutoff + buffer, after = quarters that start after it; claims in the quarter containing cutoff + buffer are left out.";

/**
 * Pre and post claim ids for cutoff + buffer = `last`. With `wholeQuarters` a claim counts
 * by its calendar quarter, so the sets are unions of whole quarters (no arbitrary date can
 * split a hidden split); otherwise by its date (DOMAIN.md §3).
 */
export function splitPrePost(
  claims: readonly { claimId: string; claimDate: string }[],
  last: string,
  wholeQuarters: boolean,
): { preIds: string[]; postIds: string[]; excluded: number } {
  if (!wholeQuarters) {
    const preIds = claims.filter((c) => c.claimDate.slice(0, 10) <= last).map((c) => c.claimId);
    const preSet = new Set(preIds);
    return {
      preIds,
      postIds: claims.filter((c) => !preSet.has(c.claimId)).map((c) => c.claimId),
      excluded: 0,
    };
  }
  // Last quarter wholly on or before `last`: its own quarter when `last` ends it.
  const lastQuarter = quarterIndex(last);
  const lastPre = isQuarterEnd(last) ? lastQuarter : lastQuarter - 1;
  const preIds: string[] = [];
  const postIds: string[] = [];
  let excluded = 0;
  for (const c of claims) {
    const q = quarterIndex(c.claimDate);
    if (q <= lastPre) preIds.push(c.claimId);
    else if (q > lastQuarter) postIds.push(c.claimId);
    else excluded += 1;
  }
  return { preIds, postIds, excluded };
}

const side = (s: MetricSample): PrePost["pre"] => ({
  n: s.n,
  value: s.value,
  interval: interval95(s.replicates),
  ...(s.fsr === undefined ? {} : { fsr: s.fsr }),
});

/**
 * A model's metric on claims dated on/before its cutoff (+ buffer) against those after;
 * with `wholeQuarters` (hidden splits) on whole quarters before and after (splitPrePost).
 */
export function comparePrePost(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly { claimId: string; claimDate: string }[],
  cutoff: string,
  options: { metric: string; b: number; seed: number; bufferDays: number; wholeQuarters?: boolean },
): PrePost {
  // Pre-cutoff: claim_date <= cutoff + buffer (DOMAIN.md §3, as isPreCutoff).
  const last = addDaysIso(cutoff, options.bufferDays);
  const wholeQuarters = options.wholeQuarters ?? false;
  const { preIds, postIds, excluded } = splitPrePost(claims, last, wholeQuarters);
  const prepared = prepareMetric(
    benchmark,
    records,
    claims.map((c) => c.claimId),
    options.metric,
  );
  const pre = sampleMetric(prepared, preIds, { b: options.b, seed: options.seed });
  const post = sampleMetric(prepared, postIds, { b: options.b, seed: options.seed + 1 });
  const diffs =
    pre.replicates.length > 0 && post.replicates.length > 0
      ? post.replicates.map((v, i) => v - (pre.replicates[i] ?? Number.NaN))
      : [];
  return {
    pre: side(pre),
    post: side(post),
    difference: post.value - pre.value,
    differenceInterval: interval95(diffs),
    rule: wholeQuarters ? "quarter" : "date",
    excluded,
  };
}
