import { Fragment } from "react";
import { MineCard, MineChip } from "./my-rows";
import { TextLink } from "@/components/ui/text-link";
import { metricLabel as labelOf } from "@/lib/scoring/metrics";
import { ExtraCell, modelAnchors, startsGroup, type BoardTableRow } from "./board-table-view";

const STATUS_WORD: Record<string, string> = {
  ranked: "ranked",
  contaminated: "contaminated",
  incomplete: "unranked",
  baseline: "baseline",
};
const DETAILS: [string, string][] = [
  ["organisation", "Organisation"],
  ["open_weights", "Open weights"],
  ["cutoff", "Cutoff"],
  ["regime", "Regime"],
  ["n", "Claims (n)"],
  ["submitted", "Submitted"],
  ["notes", "Notes"],
];

/**
 * Below 640 px each row is a card: rank, model, the chosen metric with its interval and the
 * status; the rest opens on tap (a native details element, no script).
 */
export function BoardCards({
  rows,
  metric,
  metricLabel,
}: {
  rows: BoardTableRow[];
  metric: string;
  metricLabel: string;
}) {
  const anchors = modelAnchors(rows, "card-");
  return (
    <ol className="space-y-2 sm:hidden" aria-label={`Leaderboard by ${metricLabel}`}>
      {rows.map((r, i) => {
        const m = r.metrics[metric];
        const heading = startsGroup(rows, i);
        return (
          <Fragment key={r.key}>
            {heading && (
              <li className="pt-2 text-xs font-medium text-gray-700" data-testid="row-group">
                {heading}
              </li>
            )}
            <MineCard
              modelId={r.modelId}
              id={anchors.get(r.key)}
              data-testid="leaderboard-card"
              data-model={r.model}
              data-status={r.status}
              className={`rounded border border-gray-200 ${r.isTopTier ? "bg-green-50" : "bg-white"}`}
            >
              <details>
                <summary className="flex cursor-pointer items-start gap-3 p-3">
                  <span
                    className="w-10 shrink-0 text-lg font-semibold tabular-nums"
                    aria-label={`Rank ${r.rank}`}
                  >
                    {r.rank}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">
                      {r.model}
                      <MineChip modelId={r.modelId} />
                    </span>
                    <span className="block text-xs text-gray-600">
                      {STATUS_WORD[r.status] ?? r.status}
                      {r.isTopTier ? " · top tier" : ""}
                      {r.rankInterval ? ` · rank ${r.rankInterval}` : ""}
                      {r.tier ? ` · tier ${r.tier}` : ""}
                      {r.tries ? ` · ${r.tries}` : ""}
                      {r.badges.includes("livecheck") ? " · verified run" : ""}
                    </span>
                  </span>
                  <span className="shrink-0 text-right tabular-nums" data-testid="card-metric">
                    <span className="block font-semibold">{m?.value ?? "—"}</span>
                    <span className="block text-xs text-gray-600">{m?.interval}</span>
                    <span className="sr-only">{metricLabel}</span>
                  </span>
                </summary>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-gray-200 p-3 text-sm">
                  {Object.entries(r.metrics)
                    .filter(([k]) => k !== metric)
                    .map(([k, v]) => (
                      <div key={k} className="contents">
                        <dt className="text-gray-600">{labelOf(k)}</dt>
                        <dd className="tabular-nums">
                          {v.value} <span className="text-xs">{v.interval}</span>
                        </dd>
                      </div>
                    ))}
                  {DETAILS.map(([k, label]) => (
                    <div key={k} className="contents">
                      <dt className="text-gray-600">{label}</dt>
                      <dd className="break-words">
                        <ExtraCell r={r} k={k} />
                      </dd>
                    </div>
                  ))}
                  {r.modelHref && (
                    <div className="col-span-2">
                      <TextLink href={r.modelHref}>Model page</TextLink>
                    </div>
                  )}
                </dl>
              </details>
            </MineCard>
          </Fragment>
        );
      })}
    </ol>
  );
}
