import { toCsv, type CsvCell } from "./to-csv";
import type { LeaderboardResult } from "./types";

/** The CSV of whatever view the result holds (the table by default). */
export function leaderboardCsv(result: LeaderboardResult): string {
  if (result.curves) {
    const isLongitudinal = result.query.view === "longitudinal";
    // Columns name the benchmark's split period: quarter / relative_quarter, or month / relative_month.
    const { period } = result.benchmark;
    const header = [
      "model",
      "cutoff",
      isLongitudinal ? period : `relative_${period}`,
      "n",
      result.query.metric,
      "ci_low",
      "ci_high",
    ];
    // The relative period is a number (-5, 0, 3), so a spreadsheet or pandas reads it as one;
    // its label ("-5") would be text, and text starting with "-" is formula-guarded.
    return toCsv(
      header,
      result.curves.flatMap((c) =>
        c.points.map((p): CsvCell[] => [
          c.model,
          c.cutoff,
          isLongitudinal ? p.label : p.x,
          p.n,
          p.value,
          p.interval[0],
          p.interval[1],
        ]),
      ),
    );
  }
  if (result.sliceRows) {
    const header = ["model", "n", "slice", "mode", "accuracy", "macro_f1", "reasoning_gap", "ssa_factor"];
    return toCsv(
      header,
      result.sliceRows.flatMap((r) =>
        Object.entries(r.slices).flatMap(([slice, modes]) =>
          Object.entries(modes).map(([mode, m]): CsvCell[] => [
            r.model,
            r.n,
            slice,
            mode,
            m.accuracy,
            m.macro_f1,
            r.reasoningGap?.value,
            r.ssa?.factor,
          ]),
        ),
      ),
    );
  }
  if (result.cost) {
    return toCsv(
      ["model", "cost_per_run_usd", result.query.metric, "ci_low", "ci_high"],
      result.cost.map((c) => [c.model, c.costPerRun, c.metric.value, c.metric.low, c.metric.high]),
    );
  }
  const header = [
    "rank",
    "rank_low",
    "rank_high",
    "top_tier",
    "tier",
    "status",
    "model",
    "organisation",
    "open_weights",
    "cutoff",
    "declared_cutoff",
    "estimated_cutoff",
    "estimated_cutoff_low",
    "estimated_cutoff_high",
    "declared_cutoff_contradicted",
    "regime",
    ...result.metrics.flatMap((m) => [m, `${m}_ci_low`, `${m}_ci_high`]),
    "n",
    "missing",
    "submissions",
    "submitted_at",
    "badges",
  ];
  return toCsv(
    header,
    result.rows.map((r) => [
      r.rank,
      r.rankLow,
      r.rankHigh,
      r.isTopTier,
      r.tier,
      r.status,
      r.model,
      r.organisation,
      r.openWeights,
      r.cutoff,
      r.declaredCutoff,
      r.estimatedCutoff?.cutoff,
      r.estimatedCutoff?.low,
      r.estimatedCutoff?.high,
      r.estimatedCutoff?.contradicted,
      r.regime,
      ...result.metrics.flatMap((m) => [r.metrics[m]?.value, r.metrics[m]?.low, r.metrics[m]?.high]),
      r.n,
      r.missing,
      r.submissions,
      r.submittedAt,
      r.badges.join(" "),
    ]),
  );
}
