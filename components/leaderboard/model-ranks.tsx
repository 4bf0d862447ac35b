import { TextLink } from "@/components/ui/text-link";
import { metricLabel } from "@/lib/scoring/metrics";
import type { ModelRank } from "@/lib/server/leaderboards/get-model-standing";
import { formatInterval, formatMetric } from "@/lib/format";
import { CutoffEstimateText } from "./cutoff-estimate-text";
import { formatRankInterval } from "./format";

/** The model's rank on each board it appears on, with the board's primary metric and links to its analyses. */
export function ModelRanks({ modelId, ranks }: { modelId: string; ranks: ModelRank[] }) {
  if (ranks.length === 0)
    return <p className="text-sm text-gray-700">This model is on no board you can see.</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="model-ranks">
      {ranks.map((r) => {
        const e = {
          value: formatMetric(r.metric, r.value?.value, { step: r.step }),
          interval: formatInterval(r.metric, r.value?.low, r.value?.high, { step: r.step }),
        };
        return (
          <li key={r.slug} className="min-w-0 rounded border border-gray-200 bg-white p-3 text-sm">
            <p className="font-medium">
              <TextLink href={`/leaderboards/${r.slug}`}>{r.title}</TextLink>
            </p>
            <p className="text-xs text-gray-700">
              splits{" "}
              {r.splits.length > 3
                ? `${r.splits[0]}–${r.splits.at(-1)} (${r.splits.length})`
                : r.splits.join(", ")}
            </p>
            <p className="mt-1">
              {r.rank === null ? (
                <span>{r.status} (no rank)</span>
              ) : (
                <span className="text-lg font-semibold">#{r.rank}</span>
              )}
              {r.rank !== null && (
                <span className="text-gray-700">
                  {" "}
                  of {r.ranked} {formatRankInterval(r.rankLow, r.rankHigh)}
                </span>
              )}
            </p>
            <p>
              {metricLabel(r.metric)} {e.value}{" "}
              <span className="text-gray-700">
                {e.interval} (n = {r.n})
              </span>
            </p>
            <p className="text-xs">
              Change-point cutoff: <CutoffEstimateText estimate={r.estimatedCutoff} />
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3">
              <TextLink href={`/contamination/${r.slug}/${modelId}`}>Contamination analysis</TextLink>
              <TextLink href={`/compare?benchmark=${r.slug}&a=${modelId}`}>Head to head</TextLink>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
