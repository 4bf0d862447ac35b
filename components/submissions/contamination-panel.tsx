import {
  formatDifference,
  formatDifferenceInterval,
  formatInterval,
  formatMetric,
  type FormatOptions,
} from "@/lib/format";
import { Table, Td } from "@/components/ui/table";

type Props = {
  ssa?: { delta: number; otr: number; factor: number };
  leakage?: { rate: number; leaked_claims: number };
  intervals?: Record<string, [number, number]>;
  format: FormatOptions;
};

/** SSA probe (entity-shifted copies) and the citation leakage audit, when the result has them. */
export function ContaminationPanel({ ssa, leakage, intervals, format }: Props) {
  const iv = (k: string): [number | undefined, number | undefined] =>
    intervals?.[k] ?? [undefined, undefined];
  return (
    <div className="space-y-3 text-sm">
      {ssa ? (
        <Table width="auto" density="compact" data-testid="ssa">
          <tbody>
            <tr>
              <Td>Δ (original − shifted)</Td>
              <Td className="font-mono">{formatDifference("ssa.delta", ssa.delta, format)}</Td>
              <Td className="font-mono text-gray-600">
                {formatDifferenceInterval("ssa.delta", ...iv("ssa.delta"), format)}
              </Td>
            </tr>
            <tr>
              <Td>Overturn rate (OTR)</Td>
              <Td className="font-mono">{formatMetric("ssa.otr", ssa.otr)}</Td>
              <Td className="font-mono text-gray-600">{formatInterval("ssa.otr", ...iv("ssa.otr"))}</Td>
            </tr>
            <tr>
              <Td>SSA factor (Δ × OTR × 100)</Td>
              <Td className="font-mono">{formatMetric("ssa.factor", ssa.factor)}</Td>
              <Td className="font-mono text-gray-600">{formatInterval("ssa.factor", ...iv("ssa.factor"))}</Td>
            </tr>
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
