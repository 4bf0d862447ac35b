import { scoreRecords } from "@/lib/scoring/score-records";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { windowAndCut, type AssembleInput, type EntryMeta } from "./assemble-leaderboard";
import { cutBenchmark, cutRecords } from "./cut";
import { cutoffAlignedCurve, longitudinalCurve } from "./grouped-curve";
import { periodOfDate } from "@/lib/periods/periods";
import { comparePrePost, wholePeriodPrePostNote } from "./pre-post";
import type { LeaderboardResult, ModelCurve, SliceRow } from "./types";
import { isInWindow } from "./window";

const DEFAULT_CHART_MODELS = 5;

/**
 * What views need besides the scored table: the query, and for the views that read records
 * (`viewReadsRecords`) the gold and the entries of the chosen rows (`chartRows`); others may
 * pass null and none.
 */
export type ViewsInput = Pick<AssembleInput, "benchmark" | "query" | "hiddenLabels"> & {
  scoring: ScoringBenchmark | null;
  entries: readonly EntryMeta[];
};

/** Whether a view is computed from records (curves, time slices) rather than from the table alone. */
export const viewReadsRecords = (view: AssembleInput["query"]["view"]): boolean =>
  view !== "table" && view !== "cost";

/** The model rows a chart or slice view shows: the chosen models, or the first few. */
export function chartRows(table: LeaderboardResult, models: readonly string[] | undefined) {
  const modelRows = table.rows.filter((r) => r.modelId !== null);
  const wanted = models && models.length > 0 ? new Set(models) : null;
  return wanted
    ? modelRows.filter((r) => wanted.has(r.modelId ?? ""))
    : modelRows.slice(0, DEFAULT_CHART_MODELS);
}

/**
 * Adds to a scored table what the query's view and model choice ask for (cutoff-aligned,
 * longitudinal, time slices, cost), with the table's bootstrap size. Returns a new result.
 * Curves group claims by the benchmark's split period only (quarter or month, never finer),
 * and on hidden splits the pre/post table compares whole periods, so no view cuts hidden
 * claims at an arbitrary date.
 */
export function buildViews(table: LeaderboardResult, input: ViewsInput): LeaderboardResult {
  const { query } = input;
  const { window, cut } = windowAndCut(query);
  const result: LeaderboardResult = {
    ...table,
    query: {
      ...table.query,
      view: query.view,
      format: query.format,
      ...(query.models ? { models: query.models } : {}),
    },
  };
  const modelRows = result.rows.filter((r) => r.modelId !== null);
  const selected = chartRows(result, query.models);
  result.selectedEntries = selected.map((r) => r.entryId);
  if (query.view === "table") return result;
  if (query.view === "cost") {
    result.cost = modelRows.flatMap((r) => {
      const m = r.metrics[result.query.metric];
      return r.costPerRun === null || !m
        ? []
        : [{ entryId: r.entryId, model: r.model, costPerRun: r.costPerRun, metric: m }];
    });
    return result;
  }
  const scoring = input.scoring;
  if (!scoring) throw new Error(`the ${query.view} view needs the gold of the selected splits`);
  const benchmark = cutBenchmark(scoring, cut);
  const claims = benchmark.claims.filter((c) => isInWindow(c.claimDate, window));
  const { period } = input.benchmark;
  const options = { metric: result.query.metric, ...result.bootstrap };
  const entries = new Map(input.entries.map((e) => [e.entryId, e]));
  if (query.view === "slices") {
    result.sliceRows =
      input.benchmark.slices.length === 0
        ? []
        : selected.map((row): SliceRow => {
            const score = scoreRecords(scoring, entries.get(row.entryId)?.records ?? [], {
              claimIds: claims.map((c) => c.claimId),
              subsets: false,
              bootstrap: result.bootstrap,
            });
            const gap = score.reasoning_gap;
            const gapCi = score.ci?.intervals["reasoning_gap"];
            return {
              entryId: row.entryId,
              model: row.model,
              n: score.n,
              slices: (score.slices ?? {}) as SliceRow["slices"],
              reasoningGap:
                gap === undefined
                  ? null
                  : { value: gap, low: gapCi?.[0] ?? Number.NaN, high: gapCi?.[1] ?? Number.NaN },
              ssa: score.ssa ?? null,
            };
          });
    return result;
  }
  result.curves = selected.map((row): ModelCurve => {
    const records = cutRecords(entries.get(row.entryId)?.records ?? [], cut);
    const base = {
      entryId: row.entryId,
      model: row.model,
      cutoff: row.cutoff,
      cutoffPeriod: row.cutoff ? periodOfDate(row.cutoff, period) : null,
    };
    if (query.view === "longitudinal")
      return { ...base, points: longitudinalCurve(benchmark, records, claims, { ...options, period }) };
    if (!row.cutoff)
      return { ...base, points: [], message: "No knowledge cutoff is recorded for this model." };
    const points = cutoffAlignedCurve(benchmark, records, claims, row.cutoff, { ...options, period });
    if (points.length === 0) return { ...base, points, message: "This model has no claims in the window." };
    return {
      ...base,
      points,
      prePost: comparePrePost(benchmark, records, claims, row.cutoff, {
        ...options,
        bufferDays: query.buffer,
        wholePeriods: input.hiddenLabels ? period : null,
      }),
    };
  });
  if (query.view === "cutoff" && input.hiddenLabels)
    result.notes = [...result.notes, wholePeriodPrePostNote(period)];
  return result;
}
