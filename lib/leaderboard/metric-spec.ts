import type { Track } from "@/lib/scoring/types";

/** Metrics where smaller is better (integrity errors). */
const LOWER_IS_BETTER = new Set(["mse", "mae"]);

export function isLowerBetter(metric: string): boolean {
  return LOWER_IS_BETTER.has(metric);
}

/**
 * The headline metrics a board shows for a track, primary first. A sliced verdict
 * benchmark leads with the LiveFact average unless the board is cut to one slice. Verdict
 * boards show the metrics with unparsed outputs counted wrong, the format success rate, and
 * the same metrics over parsed outputs only (RW-Post), each a choice to rank by.
 */
export function boardMetrics(track: Track, isSliced: boolean): string[] {
  if (track === "integrity") return ["mse", "mae", "acc3", "acc7"];
  const plain = [
    "macro_f1",
    "accuracy",
    "weighted_f1",
    "fsr",
    "macro_f1_parsed",
    "accuracy_parsed",
    "weighted_f1_parsed",
  ];
  return isSliced ? ["avg12", ...plain, "reasoning_gap"] : plain;
}

/** The track's primary metric (integrity: mse; verdict: macro_f1, or avg12 when sliced). */
export function primaryMetric(track: Track, isSliced: boolean): string {
  return boardMetrics(track, isSliced)[0] ?? "macro_f1";
}

/** Human labels for column headers. */
export const METRIC_LABELS: Record<string, string> = {
  mse: "MSE",
  mae: "MAE",
  acc3: "Acc (3 bins)",
  acc7: "Acc (7 bins)",
  macro_f1: "Macro-F1",
  accuracy: "Accuracy",
  weighted_f1: "Weighted F1",
  fsr: "Format success",
  avg12: "LiveFact avg (12)",
  reasoning_gap: "Reasoning gap",
  macro_f1_parsed: "Macro-F1 (parsed only)",
  accuracy_parsed: "Accuracy (parsed only)",
  weighted_f1_parsed: "Weighted F1 (parsed only)",
};
