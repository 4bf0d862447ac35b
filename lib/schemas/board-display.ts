import { z } from "zod";
import { commaList, leaderboardSearch, type LeaderboardQuery } from "./leaderboard";

/** Optional board columns (rank and model are always shown; metric columns go by metric name). */
export const BOARD_COLUMNS = [
  "organisation",
  "open_weights",
  "cutoff",
  "regime",
  "n",
  "submitted",
  "notes",
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** Columns a board can be sorted by besides its metrics (metrics re-rank the board instead). */
const BOARD_SORTS = ["model", "organisation", "cutoff", "n", "submitted"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

const list = commaList(z.string().regex(/^[a-z0-9_.]{1,40}$/, "must be column names"), 40, "columns");

/**
 * How the board page shows a table: which optional columns (`cols`, absent = all) and a
 * sort other than rank. Page-only: these stay out of the API's filters, but the page's links
 * and permalink carry them, so a shared link shows the same columns.
 */
const boardDisplaySchema = z.object({
  cols: list.optional(),
  sort: z.enum(BOARD_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
});

export type BoardDisplay = z.infer<typeof boardDisplaySchema>;
const BOARD_DISPLAY_PARAMS = ["cols", "sort", "dir"] as const;

/**
 * Reads the display params leniently (a bad value falls back to the default view). `cols`
 * may repeat (the column chooser's checkboxes) or be one comma-separated list.
 */
export function readBoardDisplay(params: Record<string, string | string[] | undefined>): BoardDisplay {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const cols = Array.isArray(params.cols) ? params.cols.join(",") : params.cols;
  const parsed = boardDisplaySchema.safeParse({ cols, sort: first(params.sort), dir: first(params.dir) });
  return parsed.success ? parsed.data : {};
}

/** The search params without the display ones, for the leaderboard's own filters. */
export function withoutDisplayParams<T>(raw: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(raw).filter(([k]) => !(BOARD_DISPLAY_PARAMS as readonly string[]).includes(k)),
  );
}

/** The page's own search string: the filters (as the API takes them) plus the display choices. */
export function boardSearch(
  query: Partial<LeaderboardQuery>,
  display: BoardDisplay,
  overrides: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams(leaderboardSearch(query).slice(1));
  if (display.cols) params.set("cols", display.cols.join(","));
  if (display.sort) params.set("sort", display.sort);
  if (display.dir) params.set("dir", display.dir);
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) params.delete(k);
    else params.set(k, v);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether an optional column (or metric) is shown: every one when no choice was made. */
export const isColumnShown = (display: BoardDisplay, column: string): boolean =>
  display.cols === undefined || display.cols.includes(column);

/** Metrics shown beside the ranked one (and the format success rate) when the URL makes no choice. */
const DEFAULT_METRIC_COLUMNS = 2;
/** Optional columns left to the column chooser by default. */
const DEFAULT_HIDDEN: readonly string[] = ["open_weights"];

/**
 * The columns a board shows when the URL makes no choice: the ranked metric, the board's next
 * DEFAULT_METRIC_COLUMNS metrics that are not parsed-only (RW-Post) and the format success
 * rate (what parsed-only metrics rest on), and the optional columns but open weights, so a
 * board with nine metrics still fits a 1440 px screen; the column chooser adds the rest (a
 * table the user chose to widen). Links keep the URL's own choice, so a default board's
 * permalink stays short.
 */
export function withDefaultColumns(display: BoardDisplay, metrics: string[], metric: string): BoardDisplay {
  if (display.cols !== undefined) return display;
  const others = metrics.filter((m) => m !== metric && m !== "fsr" && !m.endsWith("_parsed"));
  return {
    ...display,
    cols: [
      metric,
      ...others.slice(0, DEFAULT_METRIC_COLUMNS),
      ...metrics.filter((m) => m === "fsr"),
      ...BOARD_COLUMNS.filter((c) => !DEFAULT_HIDDEN.includes(c)),
    ],
  };
}
