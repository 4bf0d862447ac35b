import { LazyCurveChart } from "@/components/charts/lazy-charts";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { periodIndex } from "@/lib/periods/periods";
import type { LeaderboardResult, ModelCurve } from "@/lib/leaderboard/types";
import { formatDifference, formatDifferenceInterval, formatInterval, formatMetric } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/release/display-step";
import type { Period } from "@/lib/vocabulary";
import { ChartDataTable } from "./chart-data-table";
import { Table, Td, Th } from "@/components/ui/table";

type Props = {
  curves: ModelCurve[];
  release: LeaderboardResult["release"];
  metric: string;
  kind: "cutoff" | "longitudinal";
  /** The benchmark's split period: x counts quarters or months. */
  period: Period;
  bufferDays: number;
};

/** Cutoff-aligned or longitudinal curves: chart, table alternative, and (cutoff) pre vs post. */
export function CurveView({ curves, release, metric, kind, period, bufferDays }: Props) {
  const at = (n: number) => ({ step: displayStep(release, metric, n) });
  const yLabel = METRIC_LABELS[metric] ?? metric;
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
        <LazyCurveChart series={series} xLabel={xLabel} yLabel={yLabel} title={title} />
      )}
      <details className="rounded border border-gray-200 bg-white p-3" data-testid="chart-table">
        <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
        <div className="overflow-x-auto">
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
        <div className="overflow-x-auto">
          <h3 className="font-semibold">
            Before and after each model&apos;s cutoff{bufferDays ? ` (+${bufferDays} days)` : ""}
          </h3>
          <Table width="auto" density="compact" data-testid="pre-post-table">
            <thead>
              <tr>
                <Th>Model</Th>
                <Th>Cutoff</Th>
                <Th align="right">n pre</Th>
                <Th align="right">{yLabel} pre</Th>
                <Th align="right">n post</Th>
                <Th align="right">{yLabel} post</Th>
                <Th align="right">post − pre</Th>
                <Th>95% interval</Th>
              </tr>
            </thead>
            <tbody>
              {curves.map(
                (c) =>
                  c.prePost && (
                    <tr key={c.entryId}>
                      <Td>{c.model}</Td>
                      <Td>{c.cutoff}</Td>
                      <Td align="right">{c.prePost.pre.n}</Td>
                      <Td align="right">{formatMetric(metric, c.prePost.pre.value, at(c.prePost.pre.n))}</Td>
                      <Td align="right">{c.prePost.post.n}</Td>
                      <Td align="right">
                        {formatMetric(metric, c.prePost.post.value, at(c.prePost.post.n))}
                      </Td>
                      <Td align="right">
                        {formatDifference(metric, c.prePost.difference, {
                          step: displayDifferenceStep(
                            release,
                            metric,
                            Math.min(c.prePost.pre.n, c.prePost.post.n),
                          ),
                        })}
                      </Td>
                      <Td>
                        {formatDifferenceInterval(
                          metric,
                          c.prePost.differenceInterval[0],
                          c.prePost.differenceInterval[1],
                          {
                            step: displayDifferenceStep(
                              release,
                              metric,
                              Math.min(c.prePost.pre.n, c.prePost.post.n),
                            ),
                          },
                        )}
                      </Td>
                    </tr>
                  ),
              )}
            </tbody>
          </Table>
          {curves.some((c) => c.prePost?.rule === period) && (
            <p className="mt-1 text-xs text-gray-600" data-testid="pre-post-rule">
              These splits include hidden test labels, so before and after compare whole {period}s: {period}s
              ending on or before the cutoff{bufferDays ? " + buffer" : ""} against {period}s starting after
              it; the {period} containing it is left out.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Six decimals are plenty for a plot (the tooltip shows three) and keep the page small. */
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
