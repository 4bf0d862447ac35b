import type { ModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { formatMetric, formatPValue, formatDisclosedDifference } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/disclosure/display-step";
import { P_VALUE_STEP } from "@/lib/disclosure/disclosure-policy";
import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";

type Row = ModelContamination["controlled"][number];

const COLUMNS: CardTableColumn[] = [
  { label: "Split" },
  { label: "Metric" },
  { label: "Contaminated (n)", align: "right" },
  { label: "Uncontaminated (n)", align: "right" },
  { label: "Difference [95% CI]", align: "right" },
  { label: "p", align: "right" },
];

/** One split's cells as printed (disclosed values at their own step), or its note when there is no comparison. */
function cellsOf(r: Row): { key: string; cells: string[]; note?: string } {
  const title = `${r.split} (${r.kind})`;
  const c = r.comparison;
  if (!c) return { key: r.split, cells: [title], note: r.note ?? "" };
  const side = (s: { n: number; value: number | null }) =>
    `${formatMetric(c.metric, s.value, { step: displayStep(r.release, c.metric, s.n) })} (${s.n})`;
  const diff = formatDisclosedDifference(
    c.metric,
    { difference: c.difference, low: c.interval?.[0] ?? null, high: c.interval?.[1] ?? null },
    displayDifferenceStep(r.release, c.metric, Math.min(c.a.n, c.b.n)),
  );
  return {
    key: r.split,
    cells: [
      title,
      c.metric,
      side(c.a),
      side(c.b),
      `${diff.value} ${diff.interval}`,
      formatPValue(c.pValue, { step: r.release.exact ? null : P_VALUE_STEP }),
    ],
  };
}

/**
 * The model's metric on its contaminated vs uncontaminated claims, per split, with the
 * bootstrap interval and p-value: a table from 640 px, one card per split below.
 */
export function ControlledComparison({ rows }: { rows: Row[] }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">Contaminated vs uncontaminated claims</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-700">
          No scored submission of this model is visible, so there is nothing to compare.
        </p>
      ) : (
        <CardTable columns={COLUMNS} rows={rows.map(cellsOf)} testId="controlled-comparison" />
      )}
      <p className="text-xs text-gray-700">
        Contaminated = flagged by every metric; unpaired bootstrap over claims (B = 1000, seed 0); two-sided
        p-value.
      </p>
    </section>
  );
}
