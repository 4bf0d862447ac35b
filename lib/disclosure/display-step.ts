import { isGoldFree, disclosureBasis } from "./disclosure-policy";
import { disclosureStep } from "./disclosure-step";

/** How a view's numbers were disclosed: exact, or rounded (with a maintainer's step, if set). */
export type DisclosureInfo = { exact: boolean; stepOverride?: number | null };

/**
 * The step η a disclosed value of `metric` over `n` claims was rounded to, for the formatter
 * (lib/format prints no more decimals than it carries); null when the value is exact.
 * `fsr` as for discloseNumber (parsed-only metrics rest on n × fsr claims).
 */
export function displayStep(
  disclosure: DisclosureInfo,
  metric: string,
  n: number,
  fsr?: number,
): number | null {
  if (disclosure.exact || isGoldFree(metric)) return null;
  return disclosureStep(
    metric,
    Math.max(1, disclosureBasis(metric, n, fsr)),
    disclosure.stepOverride ?? null,
  );
}

/** The step of a disclosed difference of `metric` (twice the metric's, disclosure-policy.ts). */
export function displayDifferenceStep(disclosure: DisclosureInfo, metric: string, n: number): number | null {
  if (disclosure.exact) return null;
  return 2 * disclosureStep(metric, n, disclosure.stepOverride ?? null);
}
