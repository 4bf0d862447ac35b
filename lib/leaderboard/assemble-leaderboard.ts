import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { buildBoard, type BoardRow } from "./build-board";
import { boardMetrics, isLowerBetter } from "@/lib/scoring/metrics";
import { boardBootstrapSize } from "./bootstrap-size";
import { cutBenchmark, type SliceCut } from "./cut";
import { claimIdsInWindow, SMALL_WINDOW, type DateWindow } from "./window";
import { estimateEntryCutoff } from "./entry-cutoff";
import type { CutoffEstimateView, Estimate, LeaderboardResult, LeaderboardRow } from "./types";
import { pairwiseMatrix } from "./difficulty/board-tiers";
import { boardDifficultyStep } from "./difficulty/board-difficulty-step";

/** A model's row data before scoring: who it is and its representative submissions' records. */
export interface EntryMeta {
  entryId: string;
  modelId: string;
  model: string;
  organisation: string;
  openWeights: boolean;
  parameterCount: number | null;
  /** The cutoff the query asked for (declared, or the model's own estimate); see estimatedCutoff. */
  cutoff: string | null;
  declaredCutoff: string;
  regime: string;
  submittedAt: string;
  submissionIds: string[];
  costPerRun: number | null;
  badges: string[];
  /**
   * May be built on each read (the server builds it from compact columns, so that a board
   * over millions of records holds one model's record objects at a time): read it once per
   * use and do not keep it.
   */
  readonly records: readonly InstanceRecord[];
}

export interface AssembleInput {
  benchmark: LeaderboardResult["benchmark"];
  /** Gold of the selected splits merged into one benchmark (server only). */
  scoring: ScoringBenchmark;
  entries: readonly EntryMeta[];
  query: LeaderboardQuery & { splits: string[] };
  representative: "best" | "latest";
  /** Bootstrap seed; B follows the number of claims (boardBootstrapSize). */
  seed: number;
  notes: string[];
  /**
   * True unless every selected split is public dev (kind "dev", not embargoed): then
   * windows must be whole periods of the benchmark's split period (checked by the caller),
   * the pre/post table and the change point compare whole periods and no baseline row
   * names a gold label. Server only, not serialised.
   */
  hiddenLabels: boolean;
}

/** The claim window and slice cut a query asks for. */
export function windowAndCut(query: AssembleInput["query"]): { window: DateWindow; cut: SliceCut } {
  return {
    window: { ...(query.start ? { start: query.start } : {}), ...(query.end ? { end: query.end } : {}) },
    cut: { ...(query.slice === undefined ? {} : { slice: query.slice }), mode: query.mode },
  };
}

/** Scores the table from stored records (views are added by buildViews); throws nothing for empty input. */
export function assembleLeaderboard(input: AssembleInput): LeaderboardResult {
  const { query } = input;
  const isSliced = input.benchmark.slices.length > 0 && query.slice === undefined;
  const metrics = boardMetrics(input.benchmark.track, isSliced);
  const metric = query.metric ?? metrics[0]!;
  const lowerIsBetter = isLowerBetter(metric);
  const { window, cut } = windowAndCut(query);
  const cutClaims = cutBenchmark(input.scoring, cut).claims;
  const bootstrap = { b: boardBootstrapSize(claimIdsInWindow(cutClaims, window).length), seed: input.seed };
  // Hidden splits: the change point only between whole splits (the benchmark's period), as every other view.
  const granularity = input.hiddenLabels ? input.benchmark.period : "month";
  const estimates = new Map(
    input.entries.map((e) => [
      e.entryId,
      estimateEntryCutoff(e.records, cutClaims, cut, e.declaredCutoff, granularity),
    ]),
  );
  // "estimated": the change point where there is one, else what the entry carries.
  const cutoffOf = (e: EntryMeta) =>
    query.cutoff === "estimated" ? (estimates.get(e.entryId)?.cutoff ?? e.cutoff) : e.cutoff;
  const board = buildBoard(
    input.scoring,
    input.entries.map((e) => ({
      id: e.entryId,
      cutoff: cutoffOf(e),
      get records() {
        return e.records;
      },
    })),
    {
      window,
      bufferDays: query.buffer,
      cut,
      metric,
      lowerIsBetter,
      ...bootstrap,
      revealMajority: !input.hiddenLabels,
    },
  );
  const byId = new Map(input.entries.map((e) => [e.entryId, e]));
  const rows = board.rows.map((row) => toRow(row, byId.get(row.id), estimates.get(row.id) ?? null, cutoffOf));
  const notes = [...input.notes];
  if (query.cutoff === "estimated") notes.push(ESTIMATED_NOTE);
  const shown = new Set(rows.map((r) => r.entryId));
  for (const e of input.entries)
    if (!shown.has(e.entryId) && board.n > 0) notes.push(`${e.model} has no claims in this window.`);
  return {
    benchmark: input.benchmark,
    query: { ...query, metric },
    metrics,
    primaryMetric: metrics[0]!,
    lowerIsBetter,
    n: board.n,
    isSmallWindow: board.n < SMALL_WINDOW,
    bootstrap,
    representative: input.representative,
    rows,
    notes,
    selectedEntries: [],
    release: { exact: true, step: null, stepOverride: null },
    pairwise: pairwiseMatrix(board.rows.filter((r) => rows.some((row) => row.entryId === r.id))),
    difficulty: boardDifficultyStep(input, cutClaims, window, cut, cutoffOf, bootstrap),
  };
}

const ESTIMATED_NOTE =
  "Estimated cutoffs: each model's cutoff is the change point of its own error curve on these claims (the period end after which its error rises, DOMAIN §3); a model without one keeps its submitted estimate or declared cutoff.";

function toRow(
  row: BoardRow,
  meta: EntryMeta | undefined,
  estimate: CutoffEstimateView | null,
  cutoffOf: (e: EntryMeta) => string | null,
): LeaderboardRow {
  const metrics: Record<string, Estimate> = {};
  for (const [name, value] of Object.entries(row.values)) {
    const [low, high] = row.intervals[name] ?? [Number.NaN, Number.NaN];
    metrics[name] = { value, low, high };
  }
  // "demo" comes with the entry (a demo model), not from the benchmark: a real row on a demo board is not demo.
  const badges = [...(meta?.badges ?? []), ...(meta ? [] : ["baseline"])];
  return {
    entryId: row.id,
    modelId: meta?.modelId ?? null,
    model: meta?.model ?? row.name ?? row.id,
    organisation: meta?.organisation ?? null,
    openWeights: meta?.openWeights ?? null,
    parameterCount: meta?.parameterCount ?? null,
    cutoff: meta ? cutoffOf(meta) : null,
    declaredCutoff: meta?.declaredCutoff ?? null,
    estimatedCutoff: meta ? estimate : null,
    regime: meta?.regime ?? null,
    status: row.status,
    rank: row.rank,
    rankLow: row.rankLow,
    rankHigh: row.rankHigh,
    isTopTier: row.isTopTier,
    n: row.n,
    missing: row.missing,
    metrics,
    ...(row.properties ? { properties: row.properties } : {}),
    submittedAt: meta?.submittedAt ?? null,
    submissionIds: meta?.submissionIds ?? [],
    costPerRun: meta?.costPerRun ?? null,
    badges,
    tier: row.tier ?? null,
  };
}
