import { formatMetric, type FormatOptions } from "@/lib/format";
import type { PropertyScore } from "@/lib/scoring/integrity-metrics";

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
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="text-sm" data-testid="property-scores">
        <thead>
          <tr className="text-left">
            <th className="p-2">Score</th>
            <th className="p-2 text-right">MSE</th>
            <th className="p-2 text-right">Claims scored</th>
            <th className="p-2 text-right">Left out</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t">
            <td className="p-2">Integrity (aggregate)</td>
            <td className="p-2 text-right font-mono">{formatMetric("mse", mse, format)}</td>
            <td className="p-2 text-right">{n}</td>
            <td className="p-2 text-right">—</td>
          </tr>
          {entries.map(([name, p]) => (
            <tr key={name} className="border-t" data-property={name}>
              <td className="p-2 font-mono">{name}</td>
              <td className="p-2 text-right font-mono">{formatMetric("mse", p.mse, format)}</td>
              <td className="p-2 text-right">{p.n}</td>
              <td className="p-2 text-right">{p.missing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
