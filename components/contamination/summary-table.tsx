import { TextLink } from "@/components/ui/text-link";
import type { ContaminationMetric } from "@/lib/contamination";
import { metricLabel, num, pct } from "./format";
import { Table, Td, Th } from "@/components/ui/table";

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
    <Table width="auto" data-testid="contamination-summary">
      <thead>
        <tr>
          <Th>Model</Th>
          <Th>Cutoff</Th>
          {metrics.map((m) => (
            <Th align="right" key={m}>
              {metricLabel(m)}: S · flagged (τ = {tau[m]})
            </Th>
          ))}
          <Th align="right">Strict: flagged by all {metrics.length > 1 ? "metrics" : "(one metric)"}</Th>
          <Th align="right">Any: flagged by some metric</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <Td>
              <TextLink href={`/contamination/${slug}/${r.id}`}>{r.name}</TextLink>{" "}
              <span className="text-gray-600">{r.organisation}</span>
            </Td>
            <Td>{r.declaredCutoff}</Td>
            {metrics.map((m) => {
              const s = r.metrics[m];
              return (
                <Td align="right" key={m} className="tabular-nums">
                  {s ? `${num(s.mean)} · ${pct(s.flaggedShare)} (n = ${s.n})` : "—"}
                </Td>
              );
            })}
            <Td align="right" className="tabular-nums" data-testid="strict-rate">
              {pct(r.strict.flaggedShare)} (n = {r.strict.n})
            </Td>
            <Td align="right" className="tabular-nums" data-testid="any-rate">
              {pct(r.any.flaggedShare)} (n = {r.any.n})
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
