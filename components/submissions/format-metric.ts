/** Metric display names and how to read them (DOMAIN §2, §4). */
export const METRIC_LABELS: Record<string, string> = {
  accuracy: "Accuracy",
  macro_f1: "Macro-F1",
  weighted_f1: "Weighted F1",
  fsr: "Format success rate",
  accuracy_parsed: "Accuracy, parsed outputs only",
  macro_f1_parsed: "Macro-F1, parsed outputs only",
  weighted_f1_parsed: "Weighted F1, parsed outputs only",
  mse: "MSE (lower is better)",
  mae: "MAE (lower is better)",
  acc3: "3-bin accuracy",
  acc7: "7-bin accuracy",
  avg12: "LiveFact average (avg12)",
  reasoning_gap: "Reasoning gap",
  "ssa.delta": "SSA Δ",
  "ssa.otr": "SSA overturn rate",
  "ssa.factor": "SSA factor (Δ × OTR × 100)",
};

export const metricLabel = (key: string): string => METRIC_LABELS[key] ?? key;

/**
 * How a submission's numbers print (lib/format): exact (`step` null), or as released on a
 * hidden split, where the stored release keeps the digits of the step it was made with, so
 * the formatter reads them off the values ("auto") rather than from today's η.
 */
export const submissionFormat = (released: boolean) => ({ step: released ? ("auto" as const) : null });
