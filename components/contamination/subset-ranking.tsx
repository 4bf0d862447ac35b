import type { ControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import { signed } from "./format";
import { metricLabel } from "@/lib/scoring/metrics";
import { Table, Td, Th } from "@/components/ui/table";

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
              <Table>
                <thead>
                  <tr>
                    <Th>Model</Th>
                    <Th align="right">Value (n)</Th>
                    <Th align="right">Rank</Th>
                    <Th align="right">Δrank</Th>
                  </tr>
                </thead>
                <tbody>
                  {ranking.rows.map((r) => {
                    const cell = r.subsets[k];
                    return (
                      <tr key={r.modelId}>
                        <Td className="break-words">{r.name}</Td>
                        <Td align="right" className="tabular-nums">
                          {formatMetric(ranking.metric, cell?.value ?? null, {
                            step: displayStep(ranking.release, ranking.metric, cell?.n ?? 0),
                          })}{" "}
                          ({cell?.n ?? 0})
                        </Td>
                        <Td align="right">{cell?.rank ?? "—"}</Td>
                        <Td align="right" className="tabular-nums" data-testid="subset-delta-rank">
                          {signed(cell?.deltaRank ?? null)}
                        </Td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
          );
        })}
      </div>
    </div>
  );
}
