import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatDifference, formatDifferenceInterval, formatMetric, formatPValue } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/release/display-step";
import { P_VALUE_STEP } from "@/lib/release/release-policy";
import { Table, Td, Th } from "@/components/ui/table";

export function CompareTable({ result }: { result: HeadToHead }) {
  const label = METRIC_LABELS[result.metric] ?? result.metric;
  return (
    <Table width="auto" data-testid="compare-table">
      <caption className="text-left text-xs text-gray-700">
        {label} ({result.lowerIsBetter ? "lower" : "higher"} is better); difference = {result.a?.name} −{" "}
        {result.b?.name}.
      </caption>
      <thead>
        <tr>
          <Th>Split</Th>
          <Th align="right">n</Th>
          <Th align="right">{result.a?.name}</Th>
          <Th align="right">{result.b?.name}</Th>
          <Th align="right">Difference</Th>
          <Th>95% interval</Th>
          <Th align="right">p</Th>
          <Th align="right">p (Holm)</Th>
          <Th>Regimes</Th>
        </tr>
      </thead>
      <tbody>
        {result.splits.map((s) => {
          const at = { step: displayStep(s.release, result.metric, s.n) };
          const diff = { step: displayDifferenceStep(s.release, result.metric, s.n) };
          const p = { step: s.release.exact ? null : P_VALUE_STEP };
          return (
            <tr key={s.split}>
              <Td>{s.split}</Td>
              <Td align="right">{s.n}</Td>
              <Td align="right">{formatMetric(result.metric, s.valueA, at)}</Td>
              <Td align="right">{formatMetric(result.metric, s.valueB, at)}</Td>
              <Td align="right">{formatDifference(result.metric, s.difference, diff)}</Td>
              <Td>{formatDifferenceInterval(result.metric, s.low, s.high, diff)}</Td>
              <Td align="right">{formatPValue(s.pValue, p)}</Td>
              <Td align="right">{formatPValue(s.holmP, p)}</Td>
              <Td>
                {s.regimeA === s.regimeB ? s.regimeA : `${s.regimeA} vs ${s.regimeB} (different regimes)`}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
