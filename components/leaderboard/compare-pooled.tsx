import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatValue } from "./format";

/** The pooled paired result: one bootstrap over every claim of the chosen splits. */
export function ComparePooled({ result }: { result: HeadToHead }) {
  const p = result.pooled;
  if (!p || !result.a || !result.b) return null;
  const label = METRIC_LABELS[result.metric] ?? result.metric;
  const better = !Number.isFinite(p.difference) || p.difference === 0 ? null : (p.difference < 0) === result.lowerIsBetter ? result.a.name : result.b.name;
  const clear = Number.isFinite(p.low) && (p.low > 0 || p.high < 0);
  return (
    <section className="space-y-2 rounded border border-gray-200 bg-white p-4" data-testid="compare-pooled" aria-labelledby="pooled">
      <h2 id="pooled" className="font-semibold">Pooled over {result.pooledSplits.length === 1 ? result.pooledSplits[0] : `${result.pooledSplits.length} splits`} ({p.n} claims)</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div><dt className="text-xs text-gray-700">{result.a.name}</dt><dd className="text-lg font-semibold">{formatValue(p.valueA)}</dd></div>
        <div><dt className="text-xs text-gray-700">{result.b.name}</dt><dd className="text-lg font-semibold">{formatValue(p.valueB)}</dd></div>
        <div><dt className="text-xs text-gray-700">Difference (A − B), 95% interval</dt><dd><span className="text-lg font-semibold">{formatValue(p.difference)}</span> <span className="whitespace-nowrap">[{formatValue(p.low)}, {formatValue(p.high)}]</span></dd></div>
        <div><dt className="text-xs text-gray-700">p (two-sided)</dt><dd className="text-lg font-semibold">{formatP(p.pValue)}</dd></div>
      </dl>
      <p className="text-sm text-gray-800">
        {label} ({result.lowerIsBetter ? "lower" : "higher"} is better).{" "}
        {better === null ? "No difference could be shown." : clear ? `${better} is ahead; the interval excludes 0.` : `${better} is ahead on these claims, but the interval includes 0.`}
      </p>
    </section>
  );
}

/** p-values below what the bootstrap (or the release step) can resolve read "< …", never "0.000". */
function formatP(p: number): string {
  if (!Number.isFinite(p)) return "—";
  if (p < 0.001) return "< 0.001";
  return p.toFixed(3);
}
