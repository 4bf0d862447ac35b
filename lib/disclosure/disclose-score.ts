import type { PropertyScore } from "@/lib/scoring/integrity-metrics";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { discloseInterval, discloseNumber, type DisclosurePolicy } from "./disclosure-policy";
import { MIN_DISCLOSURE_N } from "./disclosure-step";

/** Subsets defined by the gold labels themselves (DOMAIN §2, integrity track). */
const GOLD_SUBSETS = new Set(["intact", "compromised"]);

/** Parsed-only metrics are disclosed for the claims that parsed (n × fsr, disclosureBasis). */
function discloseMetrics<T extends object>(policy: DisclosurePolicy, metrics: T, n: number): T {
  const fsr = fsrOf(metrics);
  return Object.fromEntries(
    Object.entries(metrics).map(([k, v]) => [
      k,
      typeof v === "number" ? discloseNumber(policy, k, v, n, fsr) : v,
    ]),
  ) as T;
}

function fsrOf(metrics: object): number | undefined {
  const fsr = (metrics as Record<string, unknown>)["fsr"];
  return typeof fsr === "number" ? fsr : undefined;
}

/**
 * A scorer result as a viewer may see it. Exact on public-label splits and for maintainers.
 * On hidden splits: the confusion matrix and per-class numbers are dropped (each varied
 * prediction would read one label off them), as are gold-defined subsets and subsets under
 * MIN_DISCLOSURE_N claims; every other number derived from gold is rounded to η for its own
 * n; the SSA factor is recomputed from the disclosed Δ and the (gold-free) overturn rate.
 * Property MSEs rest on the claims that predicted the property (its `n`, a set the
 * submitter chooses, as parsed-only metrics do), so each is rounded for its own n, and a
 * property predicted on fewer than MIN_DISCLOSURE_N claims with gold is left out altogether
 * (its counts would tell which few claims have gold for it).
 */
export function discloseScoreResult(policy: DisclosurePolicy, result: ScoreResult): ScoreResult {
  if (policy.exact) return result;
  const {
    per_class: _perClass,
    confusion: _confusion,
    subsets,
    slices,
    ci,
    ssa,
    properties,
    ...rest
  } = result;
  const n = result.n;
  const out: ScoreResult = { ...rest, metrics: discloseMetrics(policy, result.metrics, n) };
  if (result.avg12 !== undefined) out.avg12 = discloseNumber(policy, "avg12", result.avg12, n);
  if (result.reasoning_gap !== undefined)
    out.reasoning_gap = discloseNumber(policy, "reasoning_gap", result.reasoning_gap, n);
  if (slices) {
    out.slices = Object.fromEntries(
      Object.entries(slices).map(([slice, modes]) => [
        slice,
        Object.fromEntries(Object.entries(modes).map(([mode, m]) => [mode, discloseMetrics(policy, m, n)])),
      ]),
    );
  }
  if (ssa) {
    const delta = discloseNumber(policy, "ssa.delta", ssa.delta, n);
    out.ssa = { delta, otr: ssa.otr, factor: delta * ssa.otr * 100 };
  }
  if (subsets) {
    const kept = Object.entries(subsets).filter(
      ([name, s]) => !GOLD_SUBSETS.has(name) && s.n >= MIN_DISCLOSURE_N,
    );
    out.subsets = Object.fromEntries(
      kept.map(([name, s]) => [name, { n: s.n, metrics: discloseMetrics(policy, s.metrics, s.n) }]),
    );
  }
  if (properties) out.properties = discloseProperties(policy, properties);
  // The SSA factor's interval is on a ×100 scale no step here fits: withheld.
  if (ci)
    out.ci = {
      ...ci,
      intervals: Object.fromEntries(
        Object.entries(ci.intervals)
          .filter(([k]) => k !== "ssa.factor")
          .map(([k, iv]) => [k, discloseInterval(policy, k, iv, n, fsrOf(result.metrics))]),
      ),
    };
  return out;
}

/** Per-property MSEs as a viewer may see them (see discloseScoreResult). */
export function discloseProperties(
  policy: DisclosurePolicy,
  properties: Record<string, PropertyScore>,
): Record<string, PropertyScore> {
  if (policy.exact) return properties;
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => p.n >= MIN_DISCLOSURE_N)
      .map(([name, p]) => [name, { ...p, mse: discloseNumber(policy, "mse", p.mse, p.n) }]),
  );
}
