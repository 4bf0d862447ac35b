/** A gap with its 95% interval; null parts are missing. */
interface Gap {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** +1: worse after the cutoff, significantly; -1: better, significantly; 0: not significant. */
function verdictOf(gap: Gap, higherIsWorse: boolean): { sign: number; significant: boolean } | null {
  if (gap.value === null || gap.low === null || gap.high === null) return null;
  const sign = Math.sign(gap.value) * (higherIsWorse ? 1 : -1);
  const significant = gap.low > 0 || gap.high < 0;
  return { sign, significant };
}

/**
 * The plain sentence the cutoff view shows when the raw before/after difference and the
 * difficulty-adjusted gap disagree in sign or in significance (DOMAIN.md §9), else null.
 * `rawHigherIsWorse`: the raw metric is an error (MSE); `adjustedHigherIsWorse`: the
 * integrity track (MSE scale).
 */
export function gapDisagreement(
  model: string,
  raw: Gap,
  adjusted: Gap,
  rawHigherIsWorse: boolean,
  adjustedHigherIsWorse: boolean,
): string | null {
  const r = verdictOf(raw, rawHigherIsWorse);
  const a = verdictOf(adjusted, adjustedHigherIsWorse);
  if (!r || !a) return null;
  if (r.sign === a.sign && r.significant === a.significant) return null;
  const word = (v: { sign: number; significant: boolean }) =>
    `${v.sign > 0 ? "worse" : v.sign < 0 ? "better" : "no different"} after its cutoff${v.significant ? " (significant)" : " (not significant)"}`;
  return `${model}: the raw difference says ${word(r)}, the difficulty-adjusted gap says ${word(a)}${
    r.significant && !a.significant && r.sign > 0
      ? ": the claims after its cutoff are harder for the whole field, which explains the raw drop"
      : a.significant && a.sign > 0
        ? ": on claims this hard it does worse than its ability before the cutoff predicts"
        : ""
  }.`;
}
