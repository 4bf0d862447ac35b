import type { Interval } from "@/lib/scoring/bootstrap";
import { metricOf } from "@/lib/scoring/metrics";
import { MIN_DISCLOSURE_N, disclosureStep, roundToStep } from "./disclosure-step";

/**
 * How numbers derived from gold are disclosed to one viewer for one selection of splits.
 * `exact`: public-label splits, or a maintainer of the benchmark. Otherwise numbers are
 * rounded to η (disclosure-step.ts) and withheld under MIN_DISCLOSURE_N claims.
 */
export type DisclosurePolicy = { exact: true } | { exact: false; stepOverride: number | null };

export const EXACT_DISCLOSURE: DisclosurePolicy = { exact: true };

/** Numbers that say nothing about gold (format success, overturn rate): always exact. */
export const isGoldFree = (metric: string): boolean => !metricOf(metric).needsGold;

/** Metrics over the predictions that parsed only (RW-Post, DOMAIN §2): `accuracy_parsed`… */
export const isParsedOnlyMetric = (metric: string): boolean => metric.endsWith("_parsed");

/**
 * The number of claims a metric rests on. A parsed-only metric rests on the claims whose
 * prediction parsed, a set the submitter chooses (one parsed prediction would give one
 * claim's label away), so it counts n × fsr claims; without the format success rate beside
 * it, none (withheld on hidden splits).
 */
export function disclosureBasis(metric: string, n: number, fsr: number | undefined): number {
  if (!isParsedOnlyMetric(metric)) return n;
  return fsr === undefined || !Number.isFinite(fsr) ? 0 : Math.floor(n * fsr + 1e-9);
}

/** Discloses `value` of `metric` over `n` claims to a viewer (`fsr` as for disclosureBasis). */
type DisclosureValue = (
  policy: DisclosurePolicy,
  metric: string,
  value: number,
  n: number,
  fsr?: number,
) => number;

/** `value` rounded to `scale` times the metric's step over its basis; NaN under MIN_DISCLOSURE_N. */
function roundOnBasis(
  policy: { stepOverride: number | null },
  metric: string,
  value: number,
  n: number,
  fsr: number | undefined,
  scale: number,
): number {
  const basis = disclosureBasis(metric, n, fsr);
  if (basis < MIN_DISCLOSURE_N) return Number.NaN;
  return roundToStep(value, scale * disclosureStep(metric, basis, policy.stepOverride));
}

/**
 * A disclosed number: exact, rounded to η, or NaN when withheld (JSON: null). `fsr`, the
 * format success rate of the same claims, is needed for parsed-only metrics (disclosureBasis).
 */
export const discloseNumber: DisclosureValue = (policy, metric, value, n, fsr) =>
  policy.exact || isGoldFree(metric) ? value : roundOnBasis(policy, metric, value, n, fsr, 1);

export function discloseInterval(
  policy: DisclosurePolicy,
  metric: string,
  interval: Interval,
  n: number,
  fsr?: number,
): Interval {
  return [
    discloseNumber(policy, metric, interval[0], n, fsr),
    discloseNumber(policy, metric, interval[1], n, fsr),
  ];
}

/** A value with its interval, disclosed together. */
export function discloseEstimate<T extends { value: number; low: number; high: number }>(
  policy: DisclosurePolicy,
  metric: string,
  e: T,
  n: number,
  fsr?: number,
): T {
  return {
    ...e,
    value: discloseNumber(policy, metric, e.value, n, fsr),
    low: discloseNumber(policy, metric, e.low, n, fsr),
    high: discloseNumber(policy, metric, e.high, n, fsr),
  };
}

/**
 * A difference of a metric between two claim sets or two submissions: per-claim differences
 * spread twice as wide as the metric, so the step is twice the metric's step over the
 * smaller side.
 */
export const discloseDifference: DisclosureValue = (policy, metric, value, n, fsr) =>
  policy.exact ? value : roundOnBasis(policy, metric, value, n, fsr, 2);

/** The step of p-values on hidden gold: two decimals (0 reads "< 0.01"). */
export const P_VALUE_STEP = 0.01;

export function disclosePValue(policy: DisclosurePolicy, p: number, n: number): number {
  if (policy.exact) return p;
  if (n < MIN_DISCLOSURE_N) return Number.NaN;
  return roundToStep(p, P_VALUE_STEP);
}
