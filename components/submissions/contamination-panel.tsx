import { formatEstimate, formatMetric, type FormatOptions } from "@/lib/format";
import { Table, Td } from "@/components/ui/table";

type Props = {
  ssa?: { delta: number; otr: number; factor: number };
  leakage?: { rate: number; leaked_claims: number };
  intervals?: Record<string, [number, number]>;
  format: FormatOptions;
};

/** SSA probe (entity-shifted copies) and the citation leakage audit, when the result has them. */
export function ContaminationPanel({ ssa, leakage, intervals, format }: Props) {
  // Only Δ is printed at the disclosure's step; OTR and the factor at their own precision.
  const rows = ssa
    ? [
        {
          label: "Δ (original − shifted)",
          key: "ssa.delta",
          value: ssa.delta,
          options: format,
          isDifference: true,
        },
        { label: "Overturn rate (OTR)", key: "ssa.otr", value: ssa.otr, options: {}, isDifference: false },
        {
          label: "SSA factor (Δ × OTR × 100)",
          key: "ssa.factor",
          value: ssa.factor,
          options: {},
          isDifference: false,
        },
      ]
    : [];
  return (
    <div className="space-y-3 text-sm">
      {ssa ? (
        <Table width="auto" density="compact" data-testid="ssa">
          <tbody>
            {rows.map((r) => {
              const shown = formatEstimate(r.key, r.value, intervals?.[r.key], r.options, r.isDifference);
              return (
                <tr key={r.key}>
                  <Td>{r.label}</Td>
                  <Td className="font-mono">{shown.value}</Td>
                  <Td className="font-mono text-gray-600">{shown.interval}</Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : (
        <p className="text-gray-700">
          No SSA probe: the file had no predictions on entity-shifted copies (
          <code>&quot;variant&quot;: &quot;shifted&quot;</code>).
        </p>
      )}
      {leakage ? (
        <p data-testid="leakage">
          Leakage rate: <span className="font-mono">{formatMetric("leakage", leakage.rate)}</span> (
          {leakage.leaked_claims} claims cite evidence published after the claim date or from a fact-checking
          site).
        </p>
      ) : (
        <p className="text-gray-700">No leakage audit: no prediction cited evidence.</p>
      )}
    </div>
  );
}
