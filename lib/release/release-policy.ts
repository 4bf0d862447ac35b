import type { Interval } from "@/lib/scoring/bootstrap";
import { metricOf } from "@/lib/scoring/metrics";
import { MIN_RELEASE_N, releaseStep, roundToStep } from "./release-step";

/**
 * How numbers derived from gold are released to one viewer for one selection of splits.
 * `exact`: public-label splits, or a maintainer of the benchmark. Otherwise numbers are
 * rounded to η (release-step.ts) and withheld under MIN_RELEASE_N claims.
 */
export type ReleasePolicy = { exact: true } | { exact: false; stepOverride: number | null };

export const EXACT_RELEASE: ReleasePolicy = { exact: true };

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
export function releaseBasis(metric: string, n: number, fsr: number | undefined): number {
  if (!isParsedOnlyMetric(metric)) return n;
  return fsr === undefined || !Number.isFinite(fsr) ? 0 : Math.floor(n * fsr + 1e-9);
}

/** Releases `value` of `metric` over `n` claims to a viewer (`fsr` as for releaseBasis). */
type ReleaseValue = (policy: ReleasePolicy, metric: string, value: number, n: number, fsr?: number) => number;

/** `value` rounded to `scale` times the metric's step over its basis; NaN under MIN_RELEASE_N. */
function roundOnBasis(
  policy: { stepOverride: number | null },
  metric: string,
  value: number,
  n: number,
  fsr: number | undefined,
  scale: number,
): number {
  const basis = releaseBasis(metric, n, fsr);
  if (basis < MIN_RELEASE_N) return Number.NaN;
  return roundToStep(value, scale * releaseStep(metric, basis, policy.stepOverride));
}

/**
 * A released number: exact, rounded to η, or NaN when withheld (JSON: null). `fsr`, the
 * format success rate of the same claims, is needed for parsed-only metrics (releaseBasis).
 */
export const releaseNumber: ReleaseValue = (policy, metric, value, n, fsr) =>
  policy.exact || isGoldFree(metric) ? value : roundOnBasis(policy, metric, value, n, fsr, 1);

export function releaseInterval(
  policy: ReleasePolicy,
  metric: string,
  interval: Interval,
  n: number,
  fsr?: number,
): Interval {
  return [
    releaseNumber(policy, metric, interval[0], n, fsr),
    releaseNumber(policy, metric, interval[1], n, fsr),
  ];
}

/** A value with its interval, released together. */
export function releaseEstimate<T extends { value: number; low: number; high: number }>(
  policy: ReleasePolicy,
  metric: string,
  e: T,
  n: number,
  fsr?: number,
): T {
  return {
    ...e,
    value: releaseNumber(policy, metric, e.value, n, fsr),
    low: releaseNumber(policy, metric, e.low, n, fsr),
    high: releaseNumber(policy, metric, e.high, n, fsr),
  };
}

/**
 * A difference of a metric between two claim sets or two submissions: per-claim differences
 * spread twice as wide as the metric, so the step is twice the metric's step over the
 * smaller side.
 */
export const releaseDifference: ReleaseValue = (policy, metric, value, n, fsr) =>
  policy.exact ? value : roundOnBasis(policy, metric, value, n, fsr, 2);

/** The step of p-values on hidden gold: two decimals (0 reads "< 0.01"). */
export const P_VALUE_STEP = 0.01;

export function releasePValue(policy: ReleasePolicy, p: number, n: number): number {
  if (policy.exact) return p;
  if (n < MIN_RELEASE_N) return Number.NaN;
  return roundToStep(p, P_VALUE_STEP);
}
