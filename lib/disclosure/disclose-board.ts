import type { CurvePoint } from "@/lib/leaderboard/grouped-curve";
import type { PrePost } from "@/lib/leaderboard/pre-post";
import type { CutoffEstimateView, LeaderboardResult, SliceRow } from "@/lib/leaderboard/types";
import {
  disclosureBasis,
  discloseDifference,
  discloseEstimate,
  discloseInterval,
  discloseNumber,
  type DisclosurePolicy,
} from "./disclosure-policy";
import type { Period } from "@/lib/vocabulary";
import { MIN_DISCLOSURE_N, disclosureStep } from "./disclosure-step";
import { discloseProperties } from "./disclose-score";
import { withholdDifficulty } from "./disclose-difficulty";

/** What a visitor reads above a board on hidden splits. */
function hiddenNote(step: number): string {
  return `Hidden test labels: each participant's scores here were disclosed by the Ladder (a new score is shown only when it beats that participant's best by more than the step), and every number is rounded to a step no finer than its own standard error (${step} for this table) or left out under ${MIN_DISCLOSURE_N} claims, so the hidden labels cannot be read back from the board. Exact values appear when the maintainers retire the split.`;
}

const mapValues = <T, U>(record: Record<string, T>, f: (value: T, key: string) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v, k)]));

function disclosePoint(policy: DisclosurePolicy, metric: string, p: CurvePoint): CurvePoint {
  return {
    ...p,
    value: discloseNumber(policy, metric, p.value, p.n, p.fsr),
    interval: discloseInterval(policy, metric, p.interval, p.n, p.fsr),
  };
}

function disclosePrePost(policy: DisclosurePolicy, metric: string, pp: PrePost): PrePost {
  const side = (s: PrePost["pre"]) => ({
    ...s,
    value: discloseNumber(policy, metric, s.value, s.n, s.fsr),
    interval: discloseInterval(policy, metric, s.interval, s.n, s.fsr),
  });
  // The smaller side decides; for a parsed-only metric, by its parsed claims.
  const smaller = [pp.pre, pp.post].sort(
    (a, b) => disclosureBasis(metric, a.n, a.fsr) - disclosureBasis(metric, b.n, b.fsr),
  )[0]!;
  const diff = (x: number) => discloseDifference(policy, metric, x, smaller.n, smaller.fsr);
  return {
    ...pp,
    pre: side(pp.pre),
    post: side(pp.post),
    difference: diff(pp.difference),
    differenceInterval: [diff(pp.differenceInterval[0]), diff(pp.differenceInterval[1])],
  };
}

function discloseSliceRow(policy: DisclosurePolicy, row: SliceRow): SliceRow {
  const slices = mapValues(row.slices, (modes) =>
    mapValues(modes, (m) => ({
      accuracy: discloseNumber(policy, "accuracy", m.accuracy, row.n),
      macro_f1: discloseNumber(policy, "macro_f1", m.macro_f1, row.n),
    })),
  );
  const delta = row.ssa ? discloseNumber(policy, "ssa.delta", row.ssa.delta, row.n) : null;
  return {
    ...row,
    slices,
    reasoningGap: row.reasoningGap
      ? discloseEstimate(policy, "reasoning_gap", row.reasoningGap, row.n)
      : null,
    ssa: row.ssa && delta !== null ? { delta, otr: row.ssa.otr, factor: delta * row.ssa.otr * 100 } : null,
  };
}

/**
 * A change-point cutoff estimate on hidden splits: only between whole splits (quarters, or
 * months on a monthly benchmark) and with MIN_DISCLOSURE_N claims on each side (a finer
 * boundary could split hidden claims at any date).
 */
function discloseCutoffEstimate(e: CutoffEstimateView | null, period: Period): CutoffEstimateView | null {
  if (!e) return null;
  const isWholeSplits = e.granularity === "quarter" || e.granularity === period;
  return isWholeSplits && e.nBefore >= MIN_DISCLOSURE_N && e.nAfter >= MIN_DISCLOSURE_N ? e : null;
}

/**
 * A leaderboard as the viewer may see it: every number derived from gold in the table and
 * its views (curves, before/after-cutoff tables, time slices, cost) rounded to η for its own
 * n, or withheld under MIN_DISCLOSURE_N claims. Ranks and rank intervals come from the exact
 * values of the entries shown (a handful of bits, only when an entry changes).
 */
export function discloseLeaderboard(policy: DisclosurePolicy, result: LeaderboardResult): LeaderboardResult {
  if (policy.exact) return result;
  const metric = result.query.metric;
  const rowOf = new Map(result.rows.map((r) => [r.entryId, r]));
  const fsrOf = (r: { metrics: Record<string, { value: number }> } | undefined) => r?.metrics["fsr"]?.value;
  const step = disclosureStep(metric, result.n, policy.stepOverride);
  return withholdDifficulty({
    ...result,
    release: { exact: false, step, stepOverride: policy.stepOverride },
    notes: [...result.notes, hiddenNote(step)],
    rows: result.rows.map((r) => ({
      ...r,
      metrics: mapValues(r.metrics, (e, k) => discloseEstimate(policy, k, e, r.n, fsrOf(r))),
      estimatedCutoff: discloseCutoffEstimate(r.estimatedCutoff, result.benchmark.period),
      ...(r.properties ? { properties: discloseProperties(policy, r.properties) } : {}),
    })),
    ...(result.curves
      ? {
          curves: result.curves.map((c) => ({
            ...c,
            points: c.points.map((p) => disclosePoint(policy, metric, p)),
            ...(c.prePost ? { prePost: disclosePrePost(policy, metric, c.prePost) } : {}),
          })),
        }
      : {}),
    ...(result.sliceRows ? { sliceRows: result.sliceRows.map((r) => discloseSliceRow(policy, r)) } : {}),
    ...(result.cost
      ? {
          cost: result.cost.map((c) => ({
            ...c,
            metric: discloseEstimate(
              policy,
              metric,
              c.metric,
              rowOf.get(c.entryId)?.n ?? 0,
              fsrOf(rowOf.get(c.entryId)),
            ),
          })),
        }
      : {}),
  });
}
