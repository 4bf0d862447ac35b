/**
 * How a metric reads to a person. Shares of claims (accuracy, F1, format success…) read as
 * percentages; errors on the [-1, 1] score scale (MSE, MAE) as plain numbers with three
 * decimals; contamination similarity scores likewise; the SSA factor (Δ × OTR × 100) is
 * already on a ×100 scale.
 */
export type MetricKind = "share" | "error" | "score" | "factor";

const KINDS: Record<string, MetricKind> = {
  mse: "error",
  mae: "error",
  "ssa.factor": "factor",
  meteor: "score",
  embedding: "score",
};

/** Every metric not listed is a share of claims (accuracy, macro_f1, acc3, avg12, fsr, ssa.otr…). */
export function metricKind(metric: string): MetricKind {
  return KINDS[metric] ?? "share";
}

/** Differences of a metric (reasoning gap, SSA Δ, paired comparisons) keep the metric's kind. */
export const DIFFERENCE_OF: Record<string, string> = { reasoning_gap: "accuracy", "ssa.delta": "accuracy" };

interface KindStyle {
  /** Display units per metric unit (100: fractions shown as percent). */
  scale: number;
  /** Decimals shown for exact values. */
  decimals: number;
  /** Unit after a value, and after a difference of two values. */
  unit: string;
  differenceUnit: string;
}

export const KIND_STYLE: Record<MetricKind, KindStyle> = {
  share: { scale: 100, decimals: 1, unit: "%", differenceUnit: " pp" },
  error: { scale: 1, decimals: 3, unit: "", differenceUnit: "" },
  score: { scale: 1, decimals: 3, unit: "", differenceUnit: "" },
  factor: { scale: 1, decimals: 2, unit: "", differenceUnit: "" },
};
