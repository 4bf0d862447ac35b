import { formatMetric, type FormatOptions } from "@/lib/format";
import type { PropertyScore } from "@/lib/scoring/integrity-metrics";
import { Table, Td, Th } from "@/components/ui/table";
import { formatDisclosed } from "@/lib/leaderboard/disclosed-display";

type Props = {
  properties: Record<string, PropertyScore>;
  /** The aggregate integrity MSE, shown first for comparison. */
  mse: number | undefined;
  n: number;
  format: FormatOptions;
};

/**
 * A submission's per-property MSE (VeriTaS claim and media properties, DOMAIN §2) beside its
 * aggregate MSE: each over the claims with gold for the property whose prediction gave it.
 */
export function PropertyScores({ properties, mse, n, format }: Props) {
  const entries = Object.entries(properties);
  // A disclosed value that prints as 0 reads "< step", never like a perfect score.
  const show = (value: number | null | undefined) =>
    typeof format.step === "number" && value !== null && value !== undefined
      ? formatDisclosed("mse", { value, low: value, high: value }, format.step).value
      : formatMetric("mse", value, format);
  return (
    <Table width="auto" data-testid="property-scores">
      <thead>
        <tr>
          <Th>Score</Th>
          <Th align="right">MSE</Th>
          <Th align="right">Claims scored</Th>
          <Th align="right">Left out</Th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Td>Integrity (aggregate)</Td>
          <Td align="right" className="font-mono">
            {show(mse)}
          </Td>
          <Td align="right">{n}</Td>
          <Td align="right">—</Td>
        </tr>
        {entries.map(([name, p]) => (
          <tr key={name} data-property={name}>
            <Td className="font-mono">{name}</Td>
            <Td align="right" className="font-mono">
              {show(p.mse)}
            </Td>
            <Td align="right">{p.n}</Td>
            <Td align="right">{p.missing}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
