import { TextLink } from "@/components/ui/text-link";
import { metricLabel } from "@/lib/scoring/metrics";
import type { BoardHighlights } from "@/lib/server/home/get-board-highlights";
import { formatInterval, formatMetric } from "@/lib/format";

/** One benchmark on the home page: newest split, its leader (disclosed values), and the biggest movers. */
export function BoardHighlightCard({ h }: { h: BoardHighlights }) {
  const label = metricLabel(h.metric);
  const leader = h.leader
    ? {
        value: formatMetric(h.metric, h.leader.value.value, { step: h.leader.step }),
        interval: formatInterval(h.metric, h.leader.value.low, h.leader.value.high, { step: h.leader.step }),
      }
    : null;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded border border-gray-200 bg-white p-4"
      data-testid="home-board"
      data-slug={h.slug}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <TextLink href={`/leaderboards/${h.slug}`} className="font-semibold">
          {h.title}
        </TextLink>
        <span className="text-xs text-gray-700">
          {h.track} track{h.newestSplit ? ` · newest split ${h.newestSplit}` : ""}
        </span>
      </div>
      {h.leader && h.split && leader ? (
        <p className="text-sm">
          Leader on {h.split}:{" "}
          <TextLink className="font-medium" href={`/leaderboards/${h.slug}/models/${h.leader.modelId}`}>
            {h.leader.model}
          </TextLink>{" "}
          <span className="whitespace-nowrap" data-testid="home-leader-value">
            {label} {leader.value}
          </span>{" "}
          {leader.interval && <span className="whitespace-nowrap text-gray-700">{leader.interval}</span>}{" "}
          <span className="text-gray-700">(n = {h.leader.n})</span>
        </p>
      ) : (
        <p className="text-sm text-gray-700">No ranked submission on a split you can see yet.</p>
      )}
      {h.movers.length > 0 && h.previousSplit && (
        <div className="text-sm">
          <p className="text-xs font-medium uppercase tracking-wide text-gray-700">
            Movers since {h.previousSplit}
          </p>
          <ul className="mt-1 space-y-0.5">
            {h.movers.map((m) => (
              <li key={m.modelId} className="flex flex-wrap gap-x-2">
                <TextLink href={`/leaderboards/${h.slug}/models/${m.modelId}`}>{m.model}</TextLink>
                <span>
                  rank {m.fromRank} → {m.toRank}
                  {arrow(m.fromRank, m.toRank)}
                </span>
                <span className="text-gray-700">
                  {label} {formatMetric(h.metric, m.from, { step: m.fromStep })} →{" "}
                  {formatMetric(h.metric, m.to, { step: m.toStep })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function arrow(from: number, to: number): string {
  if (to < from) return ` (up ${from - to})`;
  if (to > from) return ` (down ${to - from})`;
  return "";
}
