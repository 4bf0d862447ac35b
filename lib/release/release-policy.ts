import type { Interval } from "@/lib/scoring/bootstrap";
import { MIN_RELEASE_N, releaseStep, roundToStep } from "./release-step";

/**
 * How numbers derived from gold are released to one viewer for one selection of splits.
 * `exact`: public-label splits, or a maintainer of the benchmark. Otherwise numbers are
 * rounded to η (release-step.ts) and withheld under MIN_RELEASE_N claims.
 */
export type ReleasePolicy = { exact: true } | { exact: false; stepOverride: number | null };

export const EXACT_RELEASE: ReleasePolicy = { exact: true };

/** Numbers that say nothing about gold (format success, overturn rate): always exact. */
const GOLD_FREE = new Set(["fsr", "ssa.otr"]);

export const isGoldFree = (metric: string): boolean => GOLD_FREE.has(metric);

/** A released number: exact, rounded to η, or NaN when withheld (JSON: null). */
export function releaseNumber(policy: ReleasePolicy, metric: string, value: number, n: number): number {
  if (policy.exact || GOLD_FREE.has(metric)) return value;
  if (n < MIN_RELEASE_N) return Number.NaN;
  return roundToStep(value, releaseStep(metric, n, policy.stepOverride));
}

export function releaseInterval(policy: ReleasePolicy, metric: string, interval: Interval, n: number): Interval {
  return [releaseNumber(policy, metric, interval[0], n), releaseNumber(policy, metric, interval[1], n)];
}

/** A value with its interval, released together. */
export function releaseEstimate<T extends { value: number; low: number; high: number }>(policy: ReleasePolicy, metric: string, e: T, n: number): T {
  return { ...e, value: releaseNumber(policy, metric, e.value, n), low: releaseNumber(policy, metric, e.low, n), high: releaseNumber(policy, metric, e.high, n) };
}

/**
 * A difference of a metric between two claim sets or two submissions: per-claim differences
 * spread twice as wide as the metric, so the step is twice the metric's step over the
 * smaller side.
 */
export function releaseDifference(policy: ReleasePolicy, metric: string, value: number, n: number): number {
  if (policy.exact) return value;
  if (n < MIN_RELEASE_N) return Number.NaN;
  return roundToStep(value, 2 * releaseStep(metric, n, policy.stepOverride));
}

/** p-values on hidden gold: two decimals (0 reads "< 0.01"). */
export function releasePValue(policy: ReleasePolicy, p: number, n: number): number {
  if (policy.exact) return p;
  if (n < MIN_RELEASE_N) return Number.NaN;
  return roundToStep(p, 0.01);
}
