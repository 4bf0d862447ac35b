import { isGoldFree, releaseBasis } from "./release-policy";
import { releaseStep } from "./release-step";

/** How a view's numbers were released: exact, or rounded (with a maintainer's step, if set). */
export type ReleaseInfo = { exact: boolean; stepOverride?: number | null };

/**
 * The step η a released value of `metric` over `n` claims was rounded to, for the formatter
 * (lib/format prints no more decimals than it carries); null when the value is exact.
 * `fsr` as for releaseNumber (parsed-only metrics rest on n × fsr claims).
 */
export function displayStep(release: ReleaseInfo, metric: string, n: number, fsr?: number): number | null {
  if (release.exact || isGoldFree(metric)) return null;
  return releaseStep(metric, Math.max(1, releaseBasis(metric, n, fsr)), release.stepOverride ?? null);
}

/** The step of a released difference of `metric` (twice the metric's, release-policy.ts). */
export function displayDifferenceStep(release: ReleaseInfo, metric: string, n: number): number | null {
  if (release.exact) return null;
  return 2 * releaseStep(metric, n, release.stepOverride ?? null);
}
