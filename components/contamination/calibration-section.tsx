import { LazyCalibrationChart } from "@/components/charts/lazy-charts";
import { ChartDataTable } from "@/components/leaderboard/chart-data-table";
import { metricLabel } from "@/lib/scoring/metrics";
import type { ContaminationSettings } from "@/lib/server/contamination/get-contamination-settings";

/** Per metric: agreement with the human labels against τ, the best τ and the current one. */
export function CalibrationCharts({ data }: { data: ContaminationSettings }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {data.metrics.map(({ name: m }) => {
        const c = data.calibration.metrics[m];
        return !c || c.n === 0 ? (
          <p key={m} className="text-sm text-gray-700">
            {metricLabel(m)}: no labelled pair has a score yet.
          </p>
        ) : (
          <div key={m} className="space-y-1">
            <LazyCalibrationChart
              points={c.points}
              best={c.best?.tau ?? null}
              title={`${metricLabel(m)}: agreement with ${c.n} human labels against τ`}
            />
            <details className="rounded border border-gray-200 bg-white p-2" data-testid="chart-table">
              <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
              <ChartDataTable
                columns={[
                  { label: "τ", numeric: true },
                  { label: "Agreement", numeric: true },
                ]}
                rows={c.points.map((p) => [p.tau.toFixed(4), `${(p.agreement * 100).toFixed(1)}%`])}
              />
            </details>
            <p className="text-sm" data-testid={`best-tau-${m}`}>
              Best τ = {c.best?.tau.toFixed(4)} (agreement {((c.best?.agreement ?? 0) * 100).toFixed(1)}%;
              current τ = {data.benchmark.tau[m]}).
            </p>
          </div>
        );
      })}
    </div>
  );
}
