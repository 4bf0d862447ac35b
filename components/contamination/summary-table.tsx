import { TextLink } from "@/components/ui/text-link";
import type { ContaminationMetric } from "@/lib/contamination";
import { METRIC_NAMES, num, pct } from "./format";

export type SummaryRow = {
  id: string;
  name: string;
  organisation: string;
  declaredCutoff: string;
  metrics: Partial<
    Record<ContaminationMetric, { n: number; mean: number | null; flaggedShare: number | null }>
  >;
  strict: { n: number; flaggedShare: number | null };
};

/** One row per model: S and the flagged share per metric, and the strict intersection. */
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
                {METRIC_NAMES[m]}: S · flagged (τ = {tau[m]})
              </th>
            ))}
            <th className="p-2 text-right">
              Flagged by all {metrics.length > 1 ? "metrics" : "(one metric)"}
            </th>
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
              <td className="p-2 text-right tabular-nums">
                {pct(r.strict.flaggedShare)} (n = {r.strict.n})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
