import { formatEstimate, type FormatOptions } from "@/lib/format";
import { metricLabel } from "@/lib/scoring/metrics";
import { Table, Td, Th } from "@/components/ui/table";

type Props = {
  track: string;
  n: number;
  metrics: Record<string, number>;
  /** Extra headline numbers shown under the metrics (avg12, reasoning gap). */
  extra: Record<string, number | undefined>;
  ci?: { b: number; seed: number; level: number; intervals: Record<string, [number, number]> };
  format: FormatOptions;
};

/** Differences of two accuracies, printed signed in percentage points. */
const DIFFERENCES = new Set(["reasoning_gap"]);

/** The headline metrics with their bootstrap intervals. */
export function HeadlineMetrics({ track, n, metrics, extra, ci, format }: Props) {
  const rows = [
    ...Object.entries(metrics),
    ...Object.entries(extra).filter((e): e is [string, number] => e[1] !== undefined),
  ];
  const level = Math.round((ci?.level ?? 0.95) * 100);
  return (
    <div className="space-y-1">
      <Table width="auto" data-testid="headline-metrics">
        <thead>
          <tr>
            <Th>Metric</Th>
            <Th align="right">Value</Th>
            <Th align="right">{level}% interval</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, value]) => {
            const shown = formatEstimate(key, value, ci?.intervals[key], format, DIFFERENCES.has(key));
            return (
              <tr key={key} data-testid={`metric-${key}`}>
                <Td>{metricLabel(key)}</Td>
                <Td align="right" className="font-mono">
                  {shown.value}
                </Td>
                <Td align="right" className="font-mono">
                  {shown.interval || "—"}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="text-xs text-gray-600">
        {n} claims scored.{" "}
        {track === "integrity"
          ? "MSE and MAE are on the [-1, 1] integrity scale; accuracies are percentages of claims."
          : "Values are percentages of claims; the reasoning gap is in percentage points (pp)."}
        {ci
          ? ` Intervals: bootstrap percentile, B = ${ci.b} resamples of claims, seed ${ci.seed}.`
          : " No intervals were computed."}
      </p>
    </div>
  );
}
