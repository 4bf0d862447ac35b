import { TextLink } from "@/components/ui/text-link";
import type { ContaminationMetric } from "@/lib/contamination";
import { metricLabel, num, pct } from "./format";

export type SummaryRow = {
  id: string;
  name: string;
  organisation: string;
  declaredCutoff: string;
  metrics: Partial<
    Record<ContaminationMetric, { n: number; mean: number | null; flaggedShare: number | null }>
  >;
  strict: { n: number; flaggedShare: number | null };
  any: { n: number; flaggedShare: number | null };
};

/** One row per model: S and the flagged share per metric, the strict (all metrics) and the any-metric rate. */
export function SummaryTable({
  slug,
  rows,
  metrics,
  tau,
}: {
  slug: string;
  rows: SummaryRow[];
  metrics: ContaminationMetric[];
  tau: Record<ContaminationMetric, number>;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="contamination-summary">
        <thead>
          <tr className="text-left">
            <th className="p-2">Model</th>
            <th className="p-2">Cutoff</th>
            {metrics.map((m) => (
              <th key={m} className="p-2 text-right">
                {metricLabel(m)}: S · flagged (τ = {tau[m]})
              </th>
            ))}
            <th className="p-2 text-right">
              Strict: flagged by all {metrics.length > 1 ? "metrics" : "(one metric)"}
            </th>
            <th className="p-2 text-right">Any: flagged by some metric</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t">
              <td className="p-2">
                <TextLink href={`/contamination/${slug}/${r.id}`}>{r.name}</TextLink>{" "}
                <span className="text-gray-600">{r.organisation}</span>
              </td>
              <td className="p-2">{r.declaredCutoff}</td>
              {metrics.map((m) => {
                const s = r.metrics[m];
                return (
                  <td key={m} className="p-2 text-right tabular-nums">
                    {s ? `${num(s.mean)} · ${pct(s.flaggedShare)} (n = ${s.n})` : "—"}
                  </td>
                );
              })}
              <td className="p-2 text-right tabular-nums" data-testid="strict-rate">
                {pct(r.strict.flaggedShare)} (n = {r.strict.n})
              </td>
              <td className="p-2 text-right tabular-nums" data-testid="any-rate">
                {pct(r.any.flaggedShare)} (n = {r.any.n})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
