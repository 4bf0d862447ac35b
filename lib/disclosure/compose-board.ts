import type { EntryMeta } from "@/lib/leaderboard/assemble-leaderboard";
import type { CurvePoint } from "@/lib/leaderboard/grouped-curve";
import { boardMetrics, isLowerBetter } from "@/lib/scoring/metrics";
import { wholePeriodPrePostNote, type PrePost } from "@/lib/leaderboard/pre-post";
import type { LeaderboardResult, LeaderboardRow, ModelCurve, SliceRow } from "@/lib/leaderboard/types";
import { addDays } from "@/lib/periods/calendar-date";
import { isContaminated, SMALL_WINDOW } from "@/lib/leaderboard/window";
import { isPeriodEnd, periodIndexOfDate, periodOfDate } from "@/lib/periods/periods";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import {
  pool,
  poolDifference,
  poolMetrics,
  poolProperties,
  type Pooled,
  type SplitPart,
} from "./compose-parts";

/** An entry of a composed board: who it is and its split parts (no per-claim record). */
export type ComposedEntry = Omit<EntryMeta, "records"> & { parts: SplitPart[] };

export interface ComposeInput {
  benchmark: LeaderboardResult["benchmark"];
  query: LeaderboardQuery & { splits: string[] };
  representative: "best" | "latest";
  bootstrap: { b: number; seed: number };
  notes: string[];
  /** The selected splits the window covers, with their claim counts. */
  splits: { name: string; periodIndex: number; n: number }[];
  entries: ComposedEntry[];
  /** Platform baselines, one part per split (scored from gold and disclosed per split). */
  baselines: { id: string; name: string; parts: SplitPart[] }[];
}

const DEFAULT_CHART_MODELS = 5;

/**
 * A board built from split parts only (docs/DOMAIN.md §6, "Boards that read hidden splits"):
 * the table, and the view the query asks for. Values are not rounded and rows not ranked
 * here: the disclosure policy rounds them (discloseLeaderboard), then rankDisclosedRows ranks
 * the rounded values.
 */
export function composeBoard(input: ComposeInput): LeaderboardResult {
  const { query } = input;
  const isSliced = input.benchmark.slices.length > 0 && query.slice === undefined;
  const metrics = boardMetrics(input.benchmark.track, isSliced);
  const metric = query.metric ?? metrics[0]!;
  const n = input.splits.reduce((a, s) => a + s.n, 0);
  const window = { ...(query.start ? { start: query.start } : {}), ...(query.end ? { end: query.end } : {}) };
  const row = (e: { id: string; parts: SplitPart[] }, meta: ComposedEntry | null): LeaderboardRow => {
    const pooled = poolMetrics(e.parts, metrics);
    const properties = poolProperties(e.parts);
    const complete = e.parts.length === input.splits.length;
    const status = !meta
      ? "baseline"
      : !complete
        ? "incomplete"
        : isContaminated(meta.cutoff, query.buffer, window)
          ? "contaminated"
          : "ranked";
    return {
      entryId: e.id,
      modelId: meta?.modelId ?? null,
      model: meta?.model ?? e.id,
      organisation: meta?.organisation ?? null,
      openWeights: meta?.openWeights ?? null,
      parameterCount: meta?.parameterCount ?? null,
      cutoff: meta?.cutoff ?? null,
      declaredCutoff: meta?.declaredCutoff ?? null,
      estimatedCutoff: null,
      regime: meta?.regime ?? null,
      status,
      rank: null,
      rankLow: null,
      rankHigh: null,
      isTopTier: false,
      n: e.parts.reduce((a, p) => a + p.n, 0),
      missing: e.parts.reduce((a, p) => a + p.missing, 0),
      metrics: Object.fromEntries(
        Object.entries(pooled).map(([k, p]) => [
          k,
          { value: p.value, low: p.interval[0], high: p.interval[1] },
        ]),
      ),
      ...(properties ? { properties } : {}),
      submittedAt: meta?.submittedAt ?? null,
      submissionIds: meta?.submissionIds ?? [],
      costPerRun: meta?.costPerRun ?? null,
      badges: [...(meta?.badges ?? []), ...(meta ? [] : ["baseline"])],
    };
  };
  const rows = [
    ...input.entries.filter((e) => e.parts.length > 0).map((e) => row({ id: e.entryId, parts: e.parts }, e)),
    ...input.baselines.map((b) => ({ ...row(b, null), model: b.name })),
  ];
  const result: LeaderboardResult = {
    benchmark: input.benchmark,
    query: { ...query, metric },
    metrics,
    primaryMetric: metrics[0]!,
    lowerIsBetter: isLowerBetter(metric),
    n,
    isSmallWindow: n < SMALL_WINDOW,
    bootstrap: input.bootstrap,
    representative: input.representative,
    rows,
    notes: [...input.notes, ...(query.cutoff === "estimated" ? [ESTIMATED_NOTE] : [])],
    selectedEntries: [],
    release: { exact: true, step: null, stepOverride: null },
  };
  return withView(result, input, metric);
}

const ESTIMATED_NOTE =
  "Estimated cutoffs: on hidden splits no change point is computed (it would read the per-claim results), so each model keeps its submitter's estimate, else its declared cutoff.";

function withView(result: LeaderboardResult, input: ComposeInput, metric: string): LeaderboardResult {
  const view = input.query.view;
  const partsOf = new Map(input.entries.map((e) => [e.entryId, e.parts]));
  const modelRows = result.rows.filter((r) => r.modelId !== null);
  const wanted = input.query.models?.length ? new Set(input.query.models) : null;
  const selected = wanted
    ? modelRows.filter((r) => wanted.has(r.modelId ?? ""))
    : modelRows.slice(0, DEFAULT_CHART_MODELS);
  const out = { ...result, selectedEntries: selected.map((r) => r.entryId) };
  if (view === "table") return out;
  if (view === "cost") {
    out.cost = modelRows.flatMap((r) => {
      const m = r.metrics[metric];
      return r.costPerRun === null || !m
        ? []
        : [{ entryId: r.entryId, model: r.model, costPerRun: r.costPerRun, metric: m }];
    });
    return out;
  }
  if (view === "slices") {
    out.sliceRows =
      input.benchmark.slices.length === 0
        ? []
        : selected.map((r) => sliceRow(r, partsOf.get(r.entryId) ?? [], input.benchmark));
    return out;
  }
  const period = input.benchmark.period;
  out.curves = selected.map((r): ModelCurve => {
    const parts = [...(partsOf.get(r.entryId) ?? [])].sort((a, b) => a.periodIndex - b.periodIndex);
    const base = {
      entryId: r.entryId,
      model: r.model,
      cutoff: r.cutoff,
      cutoffPeriod: r.cutoff ? periodOfDate(r.cutoff, period) : null,
    };
    const pointOf = (p: SplitPart, x: number, label: string): CurvePoint => {
      const pooled = poolMetrics([p], [metric, "fsr"]);
      const m = pooled[metric]!;
      const fsr = pooled["fsr"]!.value;
      return {
        x,
        label,
        n: m.n,
        value: m.value,
        interval: m.interval,
        ...(Number.isNaN(fsr) ? {} : { fsr }),
      };
    };
    if (view === "longitudinal")
      return { ...base, points: parts.map((p) => pointOf(p, p.periodIndex, p.split)) };
    if (!r.cutoff) return { ...base, points: [], message: "No knowledge cutoff is recorded for this model." };
    const at = periodIndexOfDate(r.cutoff, period);
    const points = parts.map((p) => {
      const k = p.periodIndex - at;
      return pointOf(p, k, k > 0 ? `+${k}` : String(k));
    });
    if (points.length === 0) return { ...base, points, message: "This model has no claims in the window." };
    return { ...base, points, prePost: composePrePost(parts, r.cutoff, input, metric) };
  });
  if (view === "cutoff") out.notes = [...out.notes, wholePeriodPrePostNote(period)];
  return out;
}

/** Before/after the cutoff on whole splits: those ending on or before cutoff + buffer, those starting after it. */
function composePrePost(
  parts: readonly SplitPart[],
  cutoff: string,
  input: ComposeInput,
  metric: string,
): PrePost {
  const period = input.benchmark.period;
  const last = addDays(cutoff, input.query.buffer);
  const lastPeriod = periodIndexOfDate(last, period);
  const lastPre = isPeriodEnd(last, period) ? lastPeriod : lastPeriod - 1;
  const side = (list: SplitPart[]): Pooled & { fsr?: number } => {
    const pooled = poolMetrics(list, [metric, "fsr"]);
    const fsr = pooled["fsr"]!.value;
    return { ...pooled[metric]!, ...(Number.isNaN(fsr) ? {} : { fsr }) };
  };
  const pre = side(parts.filter((p) => p.periodIndex <= lastPre));
  const post = side(parts.filter((p) => p.periodIndex > lastPeriod));
  const difference = poolDifference(pre, post);
  return {
    pre,
    post,
    difference: difference.value,
    differenceInterval: difference.interval,
    rule: period,
    excluded: parts
      .filter((p) => p.periodIndex > lastPre && p.periodIndex <= lastPeriod)
      .reduce((a, p) => a + p.n, 0),
  };
}

function sliceRow(
  r: LeaderboardRow,
  parts: readonly SplitPart[],
  benchmark: ComposeInput["benchmark"],
): SliceRow {
  const weighted = (read: (p: SplitPart) => number | undefined) =>
    pool(parts.map((p) => ({ n: p.n, value: read(p) ?? Number.NaN }))).value;
  const slices = Object.fromEntries(
    benchmark.slices.map((slice) => [
      String(slice),
      Object.fromEntries(
        benchmark.modes.map((mode) => [
          mode,
          {
            accuracy: weighted((p) => p.slices?.[String(slice)]?.[mode]?.accuracy),
            macro_f1: weighted((p) => p.slices?.[String(slice)]?.[mode]?.macro_f1),
          },
        ]),
      ),
    ]),
  );
  const gap = pool(
    parts.map((p) => ({
      n: p.n,
      value: p.reasoningGap?.value ?? Number.NaN,
      interval: p.reasoningGap?.interval ?? [Number.NaN, Number.NaN],
    })),
  );
  const hasSsa = parts.length > 0 && parts.every((p) => p.ssa);
  const delta = weighted((p) => p.ssa?.delta);
  const otr = weighted((p) => p.ssa?.otr);
  return {
    entryId: r.entryId,
    model: r.model,
    n: r.n,
    slices,
    reasoningGap:
      parts.length > 0 && parts.every((p) => p.reasoningGap)
        ? { value: gap.value, low: gap.interval[0], high: gap.interval[1] }
        : null,
    ssa: hasSsa ? { delta, otr, factor: delta * otr * 100 } : null,
  };
}
