import { LazyCostScatter } from "@/components/charts/lazy-charts";
import { metricLabel } from "@/lib/scoring/metrics";
import type { CostPoint, LeaderboardResult } from "@/lib/leaderboard/types";
import { formatInterval, formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import { ChartDataTable } from "./chart-data-table";

type Props = {
  points: CostPoint[];
  metric: string;
  disclosure: LeaderboardResult["release"];
  nByEntry: Record<string, number>;
  lowerIsBetter: boolean;
};

export function CostView({ points, metric, disclosure, nByEntry, lowerIsBetter }: Props) {
  const at = (p: CostPoint) => ({ step: displayStep(disclosure, metric, nByEntry[p.entryId] ?? 0) });
  const label = metricLabel(metric);
  if (points.length === 0)
    return (
      <p role="status" className="text-sm">
        No model on this board states a cost per run, so there is nothing to plot.
      </p>
    );
  return (
    <section className="space-y-3">
      <LazyCostScatter
        yLabel={label}
        lowerIsBetter={lowerIsBetter}
        data={points.map((p) => ({
          model: p.model,
          cost: p.costPerRun,
          value: p.metric.value,
          low: p.metric.low,
          high: p.metric.high,
          n: nByEntry[p.entryId] ?? 0,
          display: {
            value: formatMetric(metric, p.metric.value, at(p)),
            interval: formatInterval(metric, p.metric.low, p.metric.high, at(p)),
          },
        }))}
      />
      <details className="rounded border border-gray-200 bg-white p-3" data-testid="chart-table">
        <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
        <ChartDataTable
          columns={[
            { label: "Model" },
            { label: "Cost per run (USD)", numeric: true },
            { label, numeric: true },
            { label: "95% interval" },
            { label: "n", numeric: true },
          ]}
          rows={points.map((p) => [
            p.model,
            String(p.costPerRun),
            formatMetric(metric, p.metric.value, at(p)),
            formatInterval(metric, p.metric.low, p.metric.high, at(p)),
            String(nByEntry[p.entryId] ?? ""),
          ])}
        />
      </details>
    </section>
  );
}
