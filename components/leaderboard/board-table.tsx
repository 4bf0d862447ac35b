import { metricLabel } from "@/lib/scoring/metrics";
import type { LeaderboardResult, LeaderboardRow } from "@/lib/leaderboard/types";
import { formatDate } from "@/lib/format";
import { columnSteps, formatDisclosed, sharedRanks } from "@/lib/leaderboard/disclosed-display";
import {
  boardSearch,
  isColumnShown,
  withDefaultColumns,
  type BoardColumn,
  type BoardDisplay,
  type BoardSort,
} from "@/lib/schemas/board-display";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { sortBoardRows } from "@/lib/leaderboard/sort-board-rows";
import { BoardCards } from "./board-cards";
import { MyRowLink, MyRowsProvider } from "./my-rows";
import { BoardTableView, type BoardTableHeader, type BoardTableRow } from "./board-table-view";
import { ColumnChooser } from "./column-chooser";
import { COLUMN_LABELS } from "./column-labels";
import { formatRankInterval } from "./format";

type Props = {
  slug: string;
  query: Partial<LeaderboardQuery>;
  display: BoardDisplay;
  rows: LeaderboardRow[];
  metrics: string[];
  metric: string;
  lowerIsBetter: boolean;
  disclosure: LeaderboardResult["release"];
};

const STATUS: Record<LeaderboardRow["status"], string> = {
  ranked: "",
  contaminated: "contaminated: cutoff on or after the window start",
  incomplete: "unranked: misses claims of the selection",
  baseline: "",
};

/**
 * The ranked board: a table from 640 px up (sticky header and rank/model columns, sortable,
 * columns chosen in the URL) and one card per row below. Formatted here, on the server.
 */
export function BoardTable({
  slug,
  query,
  display,
  rows,
  metrics,
  metric,
  lowerIsBetter,
  disclosure,
}: Props) {
  const href = (overrides: Record<string, string | undefined>) =>
    `/leaderboards/${slug}${boardSearch(query, display, overrides)}`;
  const sortHeader = (column: BoardSort, label: string): BoardTableHeader => {
    const active = display.sort === column;
    const dir = active && display.dir !== "desc" ? "desc" : "asc";
    return {
      key: column,
      label,
      href: href({ sort: column, dir }),
      sort: active ? (display.dir === "desc" ? "descending" : "ascending") : undefined,
    };
  };
  // What is shown: the URL's choice, or the default columns; links keep the URL's choice.
  const shown = withDefaultColumns(display, metrics, metric);
  // Metric headers re-rank by that metric (rank order is its sort); the one ranked on is always shown.
  const shownMetrics = metrics.filter((m) => m === metric || isColumnShown(shown, m));
  const metricHeaders = shownMetrics.map((m): BoardTableHeader => ({
    key: m,
    label: metricLabel(m),
    href: href({ metric: m, sort: undefined, dir: undefined }),
    sort: m === metric && !display.sort ? (lowerIsBetter ? "ascending" : "descending") : undefined,
  }));
  const optional = (c: BoardColumn, sortable: boolean): BoardTableHeader[] =>
    isColumnShown(shown, c)
      ? [
          sortable && c !== "notes"
            ? sortHeader(c as BoardSort, COLUMN_LABELS[c])
            : { key: c, label: COLUMN_LABELS[c], href: null, sort: undefined },
        ]
      : [];
  const headers = {
    rank: {
      key: "rank",
      label: "Rank [95%]",
      href: display.sort ? href({ sort: undefined, dir: undefined }) : null,
      sort: display.sort ? undefined : "ascending",
    } satisfies BoardTableHeader,
    model: sortHeader("model", "Model"),
    before: [
      ...optional("organisation", true),
      ...optional("open_weights", false),
      ...optional("cutoff", true),
      ...optional("regime", false),
    ],
    metrics: metricHeaders,
    after: [...optional("n", true), ...optional("submitted", true), ...optional("notes", false)],
  };
  const steps = columnSteps(rows, shownMetrics, disclosure);
  const ranks = sharedRanks(rows, metric, steps[metric] ?? null);
  const tableRows = sortBoardRows(rows, display).map((r) =>
    toTableRow(slug, r, { steps, rank: ranks.get(r.entryId) ?? "—" }),
  );
  const caption = `Leaderboard ranked by ${metricLabel(metric)} (${lowerIsBetter ? "lower" : "higher"} is better)${display.sort ? `, sorted by ${display.sort} (${display.dir === "desc" ? "descending" : "ascending"})` : ""}`;
  return (
    <MyRowsProvider>
      <section className="space-y-2" aria-label="Leaderboard">
        <MyRowLink order={tableRows.map((r) => r.modelId)} />
        <ColumnChooser
          slug={slug}
          query={query}
          display={display}
          shown={shown}
          metrics={metrics}
          metric={metric}
        />
        <BoardTableView caption={caption} headers={headers} rows={tableRows} />
        <BoardCards rows={tableRows} metric={metric} metricLabel={metricLabel(metric)} />
      </section>
    </MyRowsProvider>
  );
}

function toTableRow(
  slug: string,
  r: LeaderboardRow,
  shown: { steps: Record<string, number | null>; rank: string },
): BoardTableRow {
  return {
    key: r.entryId,
    modelId: r.modelId,
    model: r.model,
    modelHref: r.modelId ? `/leaderboards/${slug}/models/${r.modelId}` : null,
    status: r.status,
    statusNote: STATUS[r.status],
    rank: shown.rank,
    rankInterval: formatRankInterval(r.rankLow, r.rankHigh),
    isTopTier: r.isTopTier,
    tier: r.tier ?? null,
    tries:
      r.submissions === undefined ? null : `${r.submissions} submission${r.submissions === 1 ? "" : "s"}`,
    cells: {
      organisation: r.organisation ?? "—",
      open_weights: r.openWeights === null ? "—" : r.openWeights ? "yes" : "no",
      cutoff: r.cutoff ?? "—",
      regime: r.regime ?? "—",
      submitted: formatDate(r.submittedAt),
    },
    declaredNote: r.declaredCutoff && r.declaredCutoff !== r.cutoff ? `declared ${r.declaredCutoff}` : null,
    estimate: r.estimatedCutoff
      ? `estimated ${r.estimatedCutoff.cutoff} [${r.estimatedCutoff.low}, ${r.estimatedCutoff.high}]`
      : null,
    isContradicted: r.estimatedCutoff?.contradicted ?? false,
    metrics: Object.fromEntries(
      Object.entries(shown.steps).map(([m, step]) => [m, formatDisclosed(m, r.metrics[m], step)]),
    ),
    n: r.n,
    missing: r.missing,
    badges: r.badges,
  };
}
