import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import type { LeaderboardResult, LeaderboardRow } from "@/lib/leaderboard/types";
import { formatDate } from "@/lib/format";
import { displayStep } from "@/lib/release/display-step";
import { leaderboardSearch, type LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { BoardTableView, type BoardTableRow } from "./board-table-view";
import { formatEstimate, formatRankInterval } from "./format";

type Props = { slug: string; query: Partial<LeaderboardQuery>; rows: LeaderboardRow[]; metrics: string[]; metric: string; lowerIsBetter: boolean; release: LeaderboardResult["release"] };

const STATUS: Record<LeaderboardRow["status"], string> = {
  ranked: "",
  contaminated: "contaminated: cutoff on or after the window start",
  incomplete: "unranked: misses claims of the selection",
  baseline: "",
};

/** The ranked table, formatted here so the browser gets display strings, not the whole result. */
export function BoardTable({ slug, query, rows, metrics, metric, lowerIsBetter, release }: Props) {
  const sort = lowerIsBetter ? "ascending" : "descending";
  const headers = metrics.map((m) => ({ metric: m, label: METRIC_LABELS[m] ?? m, href: `/leaderboards/${slug}${leaderboardSearch(query, { metric: m })}`, sort: m === metric ? sort : undefined }) as const);
  const caption = `Leaderboard sorted by ${METRIC_LABELS[metric] ?? metric} (${lowerIsBetter ? "lower" : "higher"} is better)`;
  return <BoardTableView caption={caption} headers={headers} rows={rows.map((r) => toTableRow(slug, r, metrics, release))} />;
}

function toTableRow(slug: string, r: LeaderboardRow, metrics: string[], release: LeaderboardResult["release"]): BoardTableRow {
  return {
    key: r.entryId,
    model: r.model,
    modelHref: r.modelId ? `/leaderboards/${slug}/models/${r.modelId}` : null,
    status: r.status,
    statusNote: STATUS[r.status],
    rank: r.rank === null ? "—" : String(r.rank),
    rankInterval: formatRankInterval(r.rankLow, r.rankHigh),
    isTopTier: r.isTopTier,
    organisation: r.organisation ?? "—",
    openWeights: r.openWeights === null ? "—" : r.openWeights ? "yes" : "no",
    cutoff: r.cutoff ?? "—",
    declaredNote: r.declaredCutoff && r.declaredCutoff !== r.cutoff ? `declared ${r.declaredCutoff}` : null,
    estimate: r.estimatedCutoff ? `estimated ${r.estimatedCutoff.cutoff} [${r.estimatedCutoff.low}, ${r.estimatedCutoff.high}]` : null,
    isContradicted: r.estimatedCutoff?.contradicted ?? false,
    regime: r.regime ?? "—",
    cells: metrics.map((m) => ({ metric: m, ...formatEstimate(m, r.metrics[m], { step: displayStep(release, m, r.n, r.metrics["fsr"]?.value) }) })),
    n: r.n,
    missing: r.missing,
    submitted: formatDate(r.submittedAt),
    badges: r.badges,
  };
}
