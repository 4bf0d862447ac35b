import {
  isParsedOnlyMetric,
  discloseDifference,
  discloseNumber,
  disclosePValue,
  type DisclosurePolicy,
} from "./disclosure-policy";
import type { SubsetComparison } from "@/lib/contamination/compare-subsets";

/**
 * p-values disclosed with their metric: a parsed-only metric's claims are not known here
 * (no format success rate per side), so its values are withheld and so are its p-values.
 */
const pValueOf = (policy: DisclosurePolicy, metric: string, p: number, n: number): number =>
  isParsedOnlyMetric(metric) ? Number.NaN : disclosePValue(policy, p, n);

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

export function disclosePairedRow<T extends PairedRow>(policy: DisclosurePolicy, metric: string, row: T): T {
  if (policy.exact) return row;
  return {
    ...row,
    valueA: discloseNumber(policy, metric, row.valueA, row.n),
    valueB: discloseNumber(policy, metric, row.valueB, row.n),
    difference: discloseDifference(policy, metric, row.difference, row.n),
    low: discloseDifference(policy, metric, row.low, row.n),
    high: discloseDifference(policy, metric, row.high, row.n),
    pValue: pValueOf(policy, metric, row.pValue, row.n),
    holmP: pValueOf(policy, metric, row.holmP, row.n),
  };
}

/** A metric on two disjoint claim subsets (contaminated vs not), each side over its own n. */
export function discloseSubsetComparison(policy: DisclosurePolicy, c: SubsetComparison): SubsetComparison {
  if (policy.exact) return c;
  const n = Math.min(c.a.n, c.b.n);
  const side = (s: SubsetComparison["a"]) => ({
    n: s.n,
    value: s.value === null ? null : discloseNumber(policy, c.metric, s.value, s.n),
  });
  const diff = (x: number) => discloseDifference(policy, c.metric, x, n);
  return {
    ...c,
    a: side(c.a),
    b: side(c.b),
    difference: c.difference === null ? null : diff(c.difference),
    interval: c.interval === null ? null : [diff(c.interval[0]), diff(c.interval[1])],
    pValue: c.pValue === null ? null : pValueOf(policy, c.metric, c.pValue, n),
  };
}
