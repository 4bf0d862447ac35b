import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { metricLabel } from "@/lib/scoring/metrics";
import { formatDifferenceSize, formatMetric, formatPValue, formatDisclosedDifference } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/disclosure/display-step";

/** The pooled result: one paired bootstrap over every claim of the chosen public splits, or composed from disclosed per-split values when a hidden split is pooled. */
export function ComparePooled({ result }: { result: HeadToHead }) {
  const p = result.pooled;
  if (!p || !result.a || !result.b) return null;
  const label = metricLabel(result.metric);
  const better =
    !Number.isFinite(p.difference) || p.difference === 0
      ? null
      : p.difference < 0 === result.lowerIsBetter
        ? result.a.name
        : result.b.name;
  const clear = Number.isFinite(p.low) && (p.low > 0 || p.high < 0);
  const m = result.metric;
  const step = displayStep(p.release, m, p.n);
  const diffStep = displayDifferenceStep(p.release, m, p.n);
  const diff = formatDisclosedDifference(m, p, diffStep);
  return (
    <section
      className="space-y-2 rounded border border-gray-200 bg-white p-4"
      data-testid="compare-pooled"
      aria-labelledby="pooled"
    >
      <h2 id="pooled" className="font-semibold">
        Pooled over{" "}
        {result.pooledSplits.length === 1 ? result.pooledSplits[0] : `${result.pooledSplits.length} splits`} (
        {p.n} claims)
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-gray-700">{result.a.name}</dt>
          <dd className="text-lg font-semibold">{formatMetric(m, p.valueA, { step })}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">{result.b.name}</dt>
          <dd className="text-lg font-semibold">{formatMetric(m, p.valueB, { step })}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Difference (A − B), 95% interval</dt>
          <dd>
            <span className="text-lg font-semibold" data-testid="pooled-difference">
              {diff.value}
            </span>{" "}
            <span className="whitespace-nowrap">{diff.interval}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">p (two-sided)</dt>
          <dd className="text-lg font-semibold">
            {formatPValue(p.pValue, { step: p.release.exact ? null : 0.01 })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-800">
        {label} ({result.lowerIsBetter ? "lower" : "higher"} is better).{" "}
        {diff.isBelowStep && diffStep !== null
          ? `The difference is below the disclosure step of hidden labels: differences are disclosed in steps of ${formatDifferenceSize(m, diffStep)}, and this one and both ends of its interval round to 0.`
          : better === null
            ? "No difference could be shown."
            : clear
              ? `${better} is ahead; the interval excludes 0.`
              : `${better} is ahead on these claims, but the interval includes 0.`}
      </p>
      {step !== null && diffStep !== null && (
        <p className="text-xs text-gray-700" data-testid="pooled-disclosure-note">
          Hidden labels: this row is built from each split&apos;s disclosed values (weighted by claims), so
          its interval treats the two models as independent and no p-value is given. Values are disclosed in
          steps of {formatDifferenceSize(m, step)}, differences in steps of{" "}
          {formatDifferenceSize(m, diffStep)}.
        </p>
      )}
    </section>
  );
}
