import type { Track } from "./types";

/**
 * How a metric reads to a person (lib/format). Shares of claims (accuracy, F1, format
 * success…) read as percentages; errors on the [-1, 1] score scale (MSE, MAE) as plain numbers
 * with three decimals; contamination similarity scores likewise; the SSA factor (Δ × OTR × 100)
 * is already on a ×100 scale.
 */
export type MetricDisplay = "share" | "error" | "score" | "factor";

/** Which boards show a metric as a column to rank by (boardMetrics). */
type BoardColumn = "integrity" | "verdict" | "sliced";

type Metric = {
  key: string;
  /** Column headers, pickers, badges and submission pages all print this. */
  label: string;
  display: MetricDisplay;
  lowerIsBetter: boolean;
  /**
   * Bound on the standard deviation of one claim's contribution: 0.5 for a share of claims,
   * 1 for MAE on [0, 2] and for differences of shares, 2 for MSE on [0, 4]. The disclosure
   * step η of a hidden-split number scales with it (lib/disclosure/disclosure-step.ts).
   */
  spread: number;
  /** False for numbers that say nothing about gold (format success, overturn rate): disclosed exact. */
  needsGold: boolean;
  board?: BoardColumn;
};

const share = { display: "share", lowerIsBetter: false, spread: 0.5, needsGold: true } as const;

/**
 * Every metric, one row each (DOMAIN §2–§4). Board columns appear in this order. A metric
 * not listed reads as a share of claims (label: its key).
 */
const METRICS: readonly Metric[] = [
  {
    key: "mse",
    label: "MSE",
    display: "error",
    lowerIsBetter: true,
    spread: 2,
    needsGold: true,
    board: "integrity",
  },
  {
    key: "mae",
    label: "MAE",
    display: "error",
    lowerIsBetter: true,
    spread: 1,
    needsGold: true,
    board: "integrity",
  },
  { key: "acc3", label: "Acc (3 bins)", ...share, board: "integrity" },
  { key: "acc7", label: "Acc (7 bins)", ...share, board: "integrity" },
  // A sliced verdict board leads with the LiveFact average unless it is cut to one slice.
  { key: "avg12", label: "LiveFact avg (12)", ...share, board: "sliced" },
  { key: "macro_f1", label: "Macro-F1", ...share, board: "verdict" },
  { key: "accuracy", label: "Accuracy", ...share, board: "verdict" },
  { key: "weighted_f1", label: "Weighted F1", ...share, board: "verdict" },
  { key: "fsr", label: "Format success", ...share, needsGold: false, board: "verdict" },
  // Over parsed outputs only (RW-Post); unparsed outputs count wrong in the three above.
  { key: "macro_f1_parsed", label: "Macro-F1 (parsed only)", ...share, board: "verdict" },
  { key: "accuracy_parsed", label: "Accuracy (parsed only)", ...share, board: "verdict" },
  { key: "weighted_f1_parsed", label: "Weighted F1 (parsed only)", ...share, board: "verdict" },
  // Differences of accuracies: read as shares, spread twice as wide.
  { key: "reasoning_gap", label: "Reasoning gap", ...share, spread: 1, board: "sliced" },
  { key: "ssa.delta", label: "SSA Δ", ...share, spread: 1 },
  { key: "ssa.otr", label: "SSA overturn rate", ...share, needsGold: false },
  { key: "ssa.factor", label: "SSA factor (Δ × OTR × 100)", ...share, display: "factor" },
  // Contamination similarity scores (DOMAIN §4), computed from texts, not from gold.
  { key: "meteor", label: "METEOR", ...share, display: "score", needsGold: false },
  { key: "embedding", label: "Embeddings", ...share, display: "score", needsGold: false },
];

const BY_KEY = new Map(METRICS.map((m) => [m.key, m]));
const UNLISTED = { ...share };

/** The row of `key`, or a share of claims for a metric not listed. */
export const metricOf = (key: string): Omit<Metric, "key" | "label"> => BY_KEY.get(key) ?? UNLISTED;

/** The name pages print for a metric (a configured contamination metric: its own name). */
export const metricLabel = (key: string): string => BY_KEY.get(key)?.label ?? key;

export const isLowerBetter = (key: string): boolean => metricOf(key).lowerIsBetter;

/** The headline metrics a board shows for a track, primary first (rows marked `board`, in order). */
export function boardMetrics(track: Track, isSliced: boolean): string[] {
  const columns: BoardColumn[] =
    track === "integrity" ? ["integrity"] : isSliced ? ["verdict", "sliced"] : ["verdict"];
  return METRICS.filter((m) => m.board && columns.includes(m.board)).map((m) => m.key);
}

/** The track's primary metric (integrity: mse; verdict: macro_f1, or avg12 when sliced). */
export function primaryMetric(track: Track, isSliced: boolean): string {
  return boardMetrics(track, isSliced)[0] ?? "macro_f1";
}
