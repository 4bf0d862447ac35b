import {
  isParsedOnlyMetric,
  releaseDifference,
  releaseNumber,
  releasePValue,
  type ReleasePolicy,
} from "./release-policy";

/**
 * p-values released with their metric: a parsed-only metric's claims are not known here
 * (no format success rate per side), so its values are withheld and so are its p-values.
 */
const pValueOf = (policy: ReleasePolicy, metric: string, p: number, n: number): number =>
  isParsedOnlyMetric(metric) ? Number.NaN : releasePValue(policy, p, n);

/** One split of a head-to-head: both values, their paired difference, its interval and p-values. */
export interface PairedRow {
  n: number;
  valueA: number;
  valueB: number;
  difference: number;
  low: number;
  high: number;
  pValue: number;
  holmP: number;
}

export function releasePairedRow<T extends PairedRow>(policy: ReleasePolicy, metric: string, row: T): T {
  if (policy.exact) return row;
  return {
    ...row,
    valueA: releaseNumber(policy, metric, row.valueA, row.n),
    valueB: releaseNumber(policy, metric, row.valueB, row.n),
    difference: releaseDifference(policy, metric, row.difference, row.n),
    low: releaseDifference(policy, metric, row.low, row.n),
    high: releaseDifference(policy, metric, row.high, row.n),
    pValue: pValueOf(policy, metric, row.pValue, row.n),
    holmP: pValueOf(policy, metric, row.holmP, row.n),
  };
}

/** A metric on two disjoint claim subsets of one submission, as contamination views compare them. */
export interface SubsetComparison {
  metric: string;
  a: { n: number; value: number | null };
  b: { n: number; value: number | null };
  difference: number | null;
  interval: [number, number] | null;
  pValue: number | null;
}

/** A metric on two disjoint claim subsets (contaminated vs not), each side over its own n. */
export function releaseSubsetComparison(policy: ReleasePolicy, c: SubsetComparison): SubsetComparison {
  if (policy.exact) return c;
  const n = Math.min(c.a.n, c.b.n);
  const side = (s: SubsetComparison["a"]) => ({
    n: s.n,
    value: s.value === null ? null : releaseNumber(policy, c.metric, s.value, s.n),
  });
  const diff = (x: number) => releaseDifference(policy, c.metric, x, n);
  return {
    ...c,
    a: side(c.a),
    b: side(c.b),
    difference: c.difference === null ? null : diff(c.difference),
    interval: c.interval === null ? null : [diff(c.interval[0]), diff(c.interval[1])],
    pValue: c.pValue === null ? null : pValueOf(policy, c.metric, c.pValue, n),
  };
}
