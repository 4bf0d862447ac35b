import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatValue } from "./format";

export function CompareTable({ result }: { result: HeadToHead }) {
  const label = METRIC_LABELS[result.metric] ?? result.metric;
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="compare-table">
        <caption className="text-left text-xs text-gray-700">{label} ({result.lowerIsBetter ? "lower" : "higher"} is better); difference = {result.a?.name} − {result.b?.name}.</caption>
        <thead><tr><th className="p-2 text-left">Split</th><th className="p-2 text-right">n</th><th className="p-2 text-right">{result.a?.name}</th><th className="p-2 text-right">{result.b?.name}</th><th className="p-2 text-right">Difference</th><th className="p-2 text-left">95% interval</th><th className="p-2 text-right">p</th><th className="p-2 text-right">p (Holm)</th><th className="p-2 text-left">Regimes</th></tr></thead>
        <tbody>
          {result.splits.map((s) => (
            <tr key={s.split} className="border-t">
              <td className="p-2">{s.split}</td><td className="p-2 text-right">{s.n}</td>
              <td className="p-2 text-right">{formatValue(s.valueA)}</td><td className="p-2 text-right">{formatValue(s.valueB)}</td>
              <td className="p-2 text-right">{formatValue(s.difference)}</td><td className="p-2">[{formatValue(s.low)}, {formatValue(s.high)}]</td>
              <td className="p-2 text-right">{formatValue(s.pValue)}</td><td className="p-2 text-right">{formatValue(s.holmP)}</td>
              <td className="p-2">{s.regimeA === s.regimeB ? s.regimeA : `${s.regimeA} vs ${s.regimeB} (different regimes)`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
