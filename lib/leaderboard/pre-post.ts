import type { Interval } from "@/lib/scoring/bootstrap";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { interval95, prepareMetric, sampleMetric, type MetricSample } from "./metric-replicates";
import { isPeriodEnd, periodIndexOfDate } from "@/lib/periods/periods";
import type { Period } from "@/lib/vocabulary";
import { addDays } from "@/lib/periods/calendar-date";

export interface PrePost {
  /** `fsr`: format success rate of the side (verdict track), which discloses parsed-only metrics. */
  pre: { n: number; value: number; interval: Interval; fsr?: number };
  post: { n: number; value: number; interval: Interval; fsr?: number };
  /** post - pre; its interval bootstraps the two disjoint claim sets independently. */
  difference: number;
  differenceInterval: Interval;
  /**
   * "date": pre = claim_date <= cutoff + buffer (DOMAIN.md §3), on public dev splits only.
   * "quarter" | "month": whole periods of the benchmark's split period only (hidden
   * splits): pre = periods ending on or before cutoff + buffer, post = periods starting
   * after it, the period containing it left out.
   */
  rule: "date" | Period;
  /** Claims of the period containing cutoff + buffer left out (whole-period rules only). */
  excluded: number;
}

/** What the whole-period rule of the pre/post table does, for the view's note. */
export function wholePeriodPrePostNote(period: Period): string {
  return `The selection includes hidden test splits, so the before/after-cutoff table compares whole ${period}s: before = ${period}s that end on or before cutoff + buffer, after = ${period}s that start after it; claims in the ${period} containing cutoff + buffer are left out.`;
}

/**
 * Pre and post claim ids for cutoff + buffer = `last`. With `wholePeriods` a claim counts
 * by its calendar period, so the sets are unions of whole periods (no arbitrary date can
 * split a hidden split); otherwise (null) by its date (DOMAIN.md §3).
 */
export function splitPrePost(
  claims: readonly { claimId: string; claimDate: string }[],
  last: string,
  wholePeriods: Period | null,
): { preIds: string[]; postIds: string[]; excluded: number } {
  if (!wholePeriods) {
    const preIds = claims.filter((c) => c.claimDate.slice(0, 10) <= last).map((c) => c.claimId);
    const preSet = new Set(preIds);
    return {
      preIds,
      postIds: claims.filter((c) => !preSet.has(c.claimId)).map((c) => c.claimId),
      excluded: 0,
    };
  }
  // Last period wholly on or before `last`: its own period when `last` ends it.
  const lastPeriod = periodIndexOfDate(last, wholePeriods);
  const lastPre = isPeriodEnd(last, wholePeriods) ? lastPeriod : lastPeriod - 1;
  const preIds: string[] = [];
  const postIds: string[] = [];
  let excluded = 0;
  for (const c of claims) {
    const index = periodIndexOfDate(c.claimDate, wholePeriods);
    if (index <= lastPre) preIds.push(c.claimId);
    else if (index > lastPeriod) postIds.push(c.claimId);
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
 * with `wholePeriods` (hidden splits) on whole periods before and after (splitPrePost).
 */
export function comparePrePost(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claims: readonly { claimId: string; claimDate: string }[],
  cutoff: string,
  options: { metric: string; b: number; seed: number; bufferDays: number; wholePeriods?: Period | null },
): PrePost {
  // Pre-cutoff: claim_date <= cutoff + buffer (DOMAIN.md §3, as isPreCutoff).
  const last = addDays(cutoff, options.bufferDays);
  const wholePeriods = options.wholePeriods ?? null;
  const { preIds, postIds, excluded } = splitPrePost(claims, last, wholePeriods);
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
    rule: wholePeriods ?? "date",
    excluded,
  };
}
