import type { ControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/release/display-step";
import { metricLabel, signed } from "./format";

/**
 * The Déjà Vu Table 7: each model's value, rank and Δrank on every metric's controlled
 * subset and on their intersection, one small table per subset so it fits a phone.
 */
export function SubsetRanking({ ranking }: { ranking: ControlledRanking }) {
  return (
    <div className="space-y-2" data-testid="subset-ranking">
      <h3 className="font-semibold">Per-metric controlled subsets and their intersection</h3>
      <p className="text-sm text-gray-700">
        Each metric&apos;s subset keeps the claims no selected model is flagged on under that metric alone;
        the intersection keeps those no metric flags for any model (the controlled set above). Δrank = rank on
        the subset − rank on all claims.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {ranking.subsets.map((subset, k) => {
          const title = subset.metric === null ? "Intersection (every metric)" : metricLabel(subset.metric);
          return (
            <div
              key={subset.metric ?? "(intersection)"}
              className="min-w-0 rounded border border-gray-200 bg-white p-2"
              data-testid={`subset-${subset.metric ?? "intersection"}`}
            >
              <p className="text-sm font-medium">
                {title}
                {subset.tau !== null ? ` (τ = ${subset.tau})` : ""}:{" "}
                <span data-testid="subset-n">n = {subset.n}</span>
              </p>
              <p className="text-xs text-gray-700">
                Left out: {subset.contaminated} flagged, {subset.unassessed} not assessed
                {subset.withheld ? "; results withheld (hidden labels, too few claims)" : ""}.
              </p>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left">
                    <th className="p-1">Model</th>
                    <th className="p-1 text-right">Value (n)</th>
                    <th className="p-1 text-right">Rank</th>
                    <th className="p-1 text-right">Δrank</th>
                  </tr>
                </thead>
                <tbody>
                  {ranking.rows.map((r) => {
                    const cell = r.subsets[k];
                    return (
                      <tr key={r.modelId} className="border-t">
                        <td className="break-all p-1">{r.name}</td>
                        <td className="p-1 text-right tabular-nums">
                          {formatMetric(ranking.metric, cell?.value ?? null, {
                            step: displayStep(ranking.release, ranking.metric, cell?.n ?? 0),
                          })}{" "}
                          ({cell?.n ?? 0})
                        </td>
                        <td className="p-1 text-right">{cell?.rank ?? "—"}</td>
                        <td className="p-1 text-right tabular-nums" data-testid="subset-delta-rank">
                          {signed(cell?.deltaRank ?? null)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </div>
  );
}
