"use client";
import { metricLabel } from "@/lib/scoring/metrics";
import { BOARD_COLUMNS, isColumnShown, type BoardDisplay } from "@/lib/schemas/board-display";
import { leaderboardSearch, type LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { COLUMN_LABELS } from "./column-labels";
import { TEXT_LINK } from "@/components/ui/text-link";
import { useApplyOnChange } from "./use-apply-on-change";

/**
 * Which optional columns the table shows, as a GET form applied on each tick: the choice lands
 * in the URL (`cols`) at once, so the permalink and every link on the page keep it. Rank, model and the metric the board
 * is ranked on are always shown.
 */
export function ColumnChooser({
  slug,
  query,
  display,
  shown,
  metrics,
  metric,
}: {
  slug: string;
  query: Partial<LeaderboardQuery>;
  display: BoardDisplay;
  /** The columns shown: the URL's choice or the default ones (withDefaultColumns). */
  shown: BoardDisplay;
  metrics: string[];
  metric: string;
}) {
  const { ref } = useApplyOnChange();
  const keep = [...new URLSearchParams(leaderboardSearch(query).slice(1)).entries()];
  const shownCount = (options: [string, string][]) => options.filter(([k]) => isColumnShown(shown, k)).length;
  const options: [string, string][] = [
    ...metrics.filter((m) => m !== metric).map((m): [string, string] => [m, metricLabel(m)]),
    ...BOARD_COLUMNS.map((c): [string, string] => [c, COLUMN_LABELS[c]]),
  ];
  return (
    <details className="hidden text-sm sm:block">
      <summary className={`cursor-pointer ${TEXT_LINK}`}>
        Columns
        {shownCount(options) < options.length
          ? ` (${shownCount(options)} of ${options.length} optional shown)`
          : ""}
      </summary>
      <form
        ref={ref}
        method="get"
        action={`/leaderboards/${slug}`}
        className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 rounded border border-gray-200 bg-white p-3"
        aria-label="Table columns"
      >
        {keep.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {display.sort && <input type="hidden" name="sort" value={display.sort} />}
        {display.dir && <input type="hidden" name="dir" value={display.dir} />}
        {/* Always sent, so unticking every box means "none" rather than "the default". */}
        <input type="hidden" name="cols" value={metric} />
        {options.map(([k, label]) => (
          <label key={k} className="flex items-center gap-1">
            <input type="checkbox" name="cols" value={k} defaultChecked={isColumnShown(shown, k)} /> {label}
          </label>
        ))}
        <noscript>
          <button type="submit" className="rounded bg-blue-700 px-3 py-1 text-white">
            Show columns
          </button>
        </noscript>
      </form>
    </details>
  );
}
