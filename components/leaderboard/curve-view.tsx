import type { FieldLine } from "@/components/charts/curve-chart";
import { LazyCurveChart } from "@/components/charts/lazy-charts";
import { metricLabel } from "@/lib/scoring/metrics";
import { periodIndex } from "@/lib/periods/periods";
import type { LeaderboardResult, ModelCurve } from "@/lib/leaderboard/types";
import { formatInterval, formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import type { Period } from "@/lib/vocabulary";
import { ChartDataTable } from "./chart-data-table";
import { PrePostTable } from "./pre-post-table";

type Props = {
  curves: ModelCurve[];
  disclosure: LeaderboardResult["release"];
  metric: string;
  kind: "cutoff" | "longitudinal";
  /** The benchmark's split period: x counts quarters or months. */
  period: Period;
  bufferDays: number;
  /** Longitudinal: the field's mean claim difficulty per period, on a second axis. */
  field?: FieldLine | null;
};

/** Cutoff-aligned or longitudinal curves: chart, table alternative, and (cutoff) pre vs post. */
export function CurveView({ curves, disclosure, metric, kind, period, bufferDays, field = null }: Props) {
  const at = (n: number) => ({ step: displayStep(disclosure, metric, n) });
  const yLabel = metricLabel(metric);
  const periodTitle = period === "month" ? "Month" : "Quarter";
  const xLabel =
    kind === "cutoff" ? `${periodTitle} relative to the model's cutoff` : `Calendar ${period} of the claim`;
  const title =
    kind === "cutoff"
      ? `${yLabel} per ${period} relative to each model's knowledge cutoff`
      : `${yLabel} per calendar ${period}; dashed lines mark each model's cutoff`;
  const series = curves
    .filter((c) => c.points.length > 0)
    .map((c) => ({
      name: c.model,
      points: c.points.map((p) => ({
        x: p.x,
        label: p.label,
        value: round(p.value),
        low: round(p.interval[0]),
        high: round(p.interval[1]),
        n: p.n,
        display: {
          value: formatMetric(metric, p.value, at(p.n)),
          interval: formatInterval(metric, p.interval[0], p.interval[1], at(p.n)),
        },
      })),
      markerX:
        kind === "longitudinal" && c.cutoffPeriod
          ? periodIndex(c.cutoffPeriod, period)
          : kind === "cutoff"
            ? 0
            : null,
      markerLabel: kind === "longitudinal" ? c.cutoffPeriod : c.cutoff,
    }));
  return (
    <section className="space-y-4">
      {curves
        .filter((c) => c.message)
        .map((c) => (
          <p key={c.entryId} role="status" className="text-sm">
            {c.model}: {c.message}
          </p>
        ))}
      {series.length === 0 ? (
        <p role="status" className="text-sm">
          Nothing to plot for the chosen models and window.
        </p>
      ) : (
        <LazyCurveChart series={series} xLabel={xLabel} yLabel={yLabel} title={title} field={field} />
      )}
      <details className="rounded border border-gray-200 bg-white p-3" data-testid="chart-table">
        <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
        <div className="scroll-cue overflow-x-auto" tabIndex={0}>
          <ChartDataTable
            columns={[
              { label: "Model" },
              { label: kind === "cutoff" ? `Relative ${period}` : periodTitle },
              { label: "n", numeric: true },
              { label: yLabel, numeric: true },
              { label: "95% interval" },
            ]}
            rows={curves.flatMap((c) =>
              c.points.map((p) => [
                c.model,
                p.label,
                String(p.n),
                formatMetric(metric, p.value, at(p.n)),
                formatInterval(metric, p.interval[0], p.interval[1], at(p.n)),
              ]),
            )}
          />
        </div>
      </details>
      {kind === "cutoff" && (
        <PrePostTable
          curves={curves}
          disclosure={disclosure}
          metric={metric}
          yLabel={yLabel}
          period={period}
          bufferDays={bufferDays}
        />
      )}
    </section>
  );
}

/** Six decimals are plenty for a plot (the tooltip shows three) and keep the page small. */
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
