import { CostScatter } from "@/components/charts/cost-scatter";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import type { CostPoint } from "@/lib/leaderboard/types";
import { formatValue } from "./format";

export function CostView({ points, metric }: { points: CostPoint[]; metric: string }) {
  const label = METRIC_LABELS[metric] ?? metric;
  if (points.length === 0) return <p role="status" className="text-sm">No model on this board states a cost per run, so there is nothing to plot.</p>;
  return (
    <section className="space-y-3">
      <CostScatter yLabel={label} data={points.map((p) => ({ model: p.model, cost: p.costPerRun, value: p.metric.value, low: p.metric.low, high: p.metric.high }))} />
      <details className="rounded border border-gray-200 bg-white p-3" data-testid="chart-table">
        <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
        <table className="mt-2 text-sm">
          <thead><tr><th className="p-1 text-left">Model</th><th className="p-1 text-right">Cost per run (USD)</th><th className="p-1 text-right">{label}</th><th className="p-1 text-left">95% interval</th></tr></thead>
          <tbody>{points.map((p) => <tr key={p.entryId} className="border-t"><td className="p-1">{p.model}</td><td className="p-1 text-right">{p.costPerRun}</td><td className="p-1 text-right">{formatValue(p.metric.value)}</td><td className="p-1">[{formatValue(p.metric.low)}, {formatValue(p.metric.high)}]</td></tr>)}</tbody>
        </table>
      </details>
    </section>
  );
}
