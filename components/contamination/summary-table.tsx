import { TextLink } from "@/components/ui/text-link";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { num, pct } from "./format";
import { metricLabel } from "@/lib/scoring/metrics";
import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";

const NUMBER = { align: "right", className: "tabular-nums" } as const;

type SummaryRow = {
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

/**
 * One row per model: S and the flagged share per metric, the strict (all metrics) and the
 * any-metric rate. A table from 640 px, one card per model below.
 */
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
  const columns: CardTableColumn[] = [
    { label: "Model" },
    { label: "Cutoff" },
    ...metrics.map((m) => ({ label: `${metricLabel(m)}: S · flagged (τ = ${tau[m]})`, ...NUMBER })),
    {
      label: `Strict: flagged by all ${metrics.length > 1 ? "metrics" : "(one metric)"}`,
      testId: "strict-rate",
    },
    { label: "Any: flagged by some metric", testId: "any-rate", ...NUMBER },
  ];
  const printed = rows.map((r) => ({
    key: r.id,
    cells: [
      <>
        <TextLink href={`/contamination/${slug}/${r.id}`}>{r.name}</TextLink>{" "}
        <span className="text-gray-600">{r.organisation}</span>
      </>,
      r.declaredCutoff,
      ...metrics.map((m) => {
        const s = r.metrics[m];
        return s ? `${num(s.mean)} · ${pct(s.flaggedShare)} (n = ${s.n})` : "—";
      }),
      `${pct(r.strict.flaggedShare)} (n = ${r.strict.n})`,
      `${pct(r.any.flaggedShare)} (n = ${r.any.n})`,
    ],
  }));
  return <CardTable columns={columns} rows={printed} testId="contamination-summary" />;
}
