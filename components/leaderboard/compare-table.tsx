import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatDifference, formatDifferenceInterval, formatMetric, formatPValue } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/release/display-step";
import { P_VALUE_STEP } from "@/lib/release/release-policy";

export function CompareTable({ result }: { result: HeadToHead }) {
  const label = METRIC_LABELS[result.metric] ?? result.metric;
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="compare-table">
        <caption className="text-left text-xs text-gray-700">
          {label} ({result.lowerIsBetter ? "lower" : "higher"} is better); difference = {result.a?.name} −{" "}
          {result.b?.name}.
        </caption>
        <thead>
          <tr>
            <th className="p-2 text-left">Split</th>
            <th className="p-2 text-right">n</th>
            <th className="p-2 text-right">{result.a?.name}</th>
            <th className="p-2 text-right">{result.b?.name}</th>
            <th className="p-2 text-right">Difference</th>
            <th className="p-2 text-left">95% interval</th>
            <th className="p-2 text-right">p</th>
            <th className="p-2 text-right">p (Holm)</th>
            <th className="p-2 text-left">Regimes</th>
          </tr>
        </thead>
        <tbody>
          {result.splits.map((s) => {
            const at = { step: displayStep(s.release, result.metric, s.n) };
            const diff = { step: displayDifferenceStep(s.release, result.metric, s.n) };
            const p = { step: s.release.exact ? null : P_VALUE_STEP };
            return (
              <tr key={s.split} className="border-t">
                <td className="p-2">{s.split}</td>
                <td className="p-2 text-right">{s.n}</td>
                <td className="p-2 text-right">{formatMetric(result.metric, s.valueA, at)}</td>
                <td className="p-2 text-right">{formatMetric(result.metric, s.valueB, at)}</td>
                <td className="p-2 text-right">{formatDifference(result.metric, s.difference, diff)}</td>
                <td className="p-2">{formatDifferenceInterval(result.metric, s.low, s.high, diff)}</td>
                <td className="p-2 text-right">{formatPValue(s.pValue, p)}</td>
                <td className="p-2 text-right">{formatPValue(s.holmP, p)}</td>
                <td className="p-2">
                  {s.regimeA === s.regimeB ? s.regimeA : `${s.regimeA} vs ${s.regimeB} (different regimes)`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
