import { Fragment } from "react";
import { TextLink } from "@/components/ui/text-link";
import { MineChip, MineRow } from "./my-rows";
import { formatCount } from "@/lib/format";

/** One board row, formatted on the server. */
export type BoardTableRow = {
  key: string;
  modelId: string | null;
  model: string;
  modelHref: string | null;
  status: string;
  statusNote: string;
  rank: string;
  rankInterval: string;
  isTopTier: boolean;
  /** Compact letter display (DOMAIN §9): rows sharing a letter are not significantly different. */
  tier: string | null;
  /** "3 submissions": how many the model made to these splits, hidden ones included. */
  tries: string | null;
  cells: Record<"organisation" | "open_weights" | "cutoff" | "regime" | "submitted", string>;
  /** "declared …" when the cutoff used is not the declared one. */
  declaredNote: string | null;
  /** The change-point estimate with its interval, when there is one. */
  estimate: string | null;
  /** The model's declared cutoff lies outside its estimate's interval. */
  isContradicted: boolean;
  metrics: Record<string, { value: string; interval: string }>;
  n: number;
  /** Predictions not submitted, counted as wrong. */
  missing: number;
  badges: string[];
};

export type BoardTableHeader = {
  key: string;
  label: string;
  href: string | null;
  sort: "ascending" | "descending" | undefined;
};
type BoardHeaders = {
  rank: BoardTableHeader;
  model: BoardTableHeader;
  before: BoardTableHeader[];
  metrics: BoardTableHeader[];
  after: BoardTableHeader[];
};

// Compact cells; the rank and model columns stay put while the rest scrolls under them. The
// rank column is wide enough for "Rank [95%] ▲" (at w-24 the sort arrow slid under the model
// column) and for a three-digit rank with its interval.
const cell = "px-2 py-1 align-top";
const th = "sticky top-0 z-10 bg-gray-100 px-2 py-1.5 text-left font-medium whitespace-nowrap";
const rankCol = "sticky left-0 w-28 min-w-28 max-w-28";
const modelCol = "sticky left-28 min-w-40 max-w-64 border-r border-gray-200";

function HeaderCell({ h, className = "" }: { h: BoardTableHeader; className?: string }) {
  const arrow = h.sort === "ascending" ? " ▲" : h.sort === "descending" ? " ▼" : "";
  return (
    <th scope="col" className={`${th} ${className}`} aria-sort={h.sort}>
      {h.href ? <TextLink href={h.href}>{h.label}</TextLink> : h.label}
      <span aria-hidden data-testid="sort-arrow">
        {arrow}
      </span>
    </th>
  );
}

export function ExtraCell({ r, k }: { r: BoardTableRow; k: string }) {
  if (k === "n")
    return (
      <>
        {formatCount(r.n)}
        {r.missing > 0 && (
          <span
            className="block text-xs text-amber-800"
            title="Predictions not submitted; they count as wrong (worst possible error on the integrity track)"
          >
            {r.missing} missing
          </span>
        )}
      </>
    );
  if (k === "notes")
    return (
      <>
        {r.badges.map((b) =>
          b === "livecheck" ? (
            <span
              key={b}
              className="mr-1 rounded bg-green-100 px-1 text-xs text-green-900"
              title="Verified run: LiveCheck called the model's endpoint itself, with the official prompts"
            >
              verified run
            </span>
          ) : (
            <span key={b} className="mr-1 rounded bg-gray-200 px-1 text-xs">
              {b}
            </span>
          ),
        )}
        {r.statusNote && <span className="text-xs">{r.statusNote}</span>}
      </>
    );
  if (k === "cutoff") {
    return (
      <span data-testid="cutoff-cell">
        {r.cells.cutoff}
        {r.declaredNote && <span className="block text-xs text-gray-600">{r.declaredNote}</span>}
        {r.estimate && (
          <span
            className="block text-xs text-gray-600"
            title="Change point of this model's own error curve, with its 95% interval (DOMAIN §3)"
          >
            {r.estimate}
          </span>
        )}
        {r.isContradicted && (
          <span className="block text-xs font-medium text-amber-800" data-testid="cutoff-contradicted">
            declared cutoff contradicted by its error curve
          </span>
        )}
      </span>
    );
  }
  return <>{r.cells[k as keyof BoardTableRow["cells"]] ?? "—"}</>;
}

/** The heading of each group of rows after the ranked ones (rows come grouped: sortBoardRows). */
const GROUP_HEADING: Record<string, string> = {
  contaminated: "Not ranked: contaminated in this window, or missing claims of the selection",
  incomplete: "Not ranked: contaminated in this window, or missing claims of the selection",
  baseline: "Baselines (computed by the platform, not submitted)",
};

/** Whether row `i` starts a new group (its heading differs from the row before). */
export const startsGroup = (rows: BoardTableRow[], i: number): string | null => {
  const heading = GROUP_HEADING[rows[i]!.status] ?? null;
  return heading && heading !== (i > 0 ? (GROUP_HEADING[rows[i - 1]!.status] ?? null) : null)
    ? heading
    : null;
};

/**
 * Each model's first row gets the anchor `<prefix>model-<id>` (a submission page links to it);
 * the table and the cards take different prefixes, so no id is used twice on the page ("Jump to
 * my row" uses them too).
 */
export function modelAnchors(rows: BoardTableRow[], prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<string>();
  for (const r of rows)
    if (r.modelId && !seen.has(r.modelId)) {
      seen.add(r.modelId);
      out.set(r.key, `${prefix}model-${r.modelId}`);
    }
  return out;
}

/** The board table (640 px and up); BoardCards shows the same rows below that. */
export function BoardTableView({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: BoardHeaders;
  rows: BoardTableRow[];
}) {
  const anchors = modelAnchors(rows, "");
  return (
    <div
      className="hidden max-h-[calc(100vh-6rem)] overflow-auto rounded border border-gray-200 sm:block"
      data-testid="leaderboard-scroller"
    >
      <table
        className="min-w-full border-separate border-spacing-0 text-sm tabular-nums"
        data-testid="leaderboard-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <HeaderCell h={headers.rank} className={`${rankCol} z-20`} />
            <HeaderCell h={headers.model} className={`${modelCol} z-20`} />
            {[...headers.before, ...headers.metrics, ...headers.after].map((h) => (
              <HeaderCell key={h.key} h={h} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const tone = r.isTopTier ? "bg-green-50" : "bg-white";
            const heading = startsGroup(rows, i);
            const columns = 2 + headers.before.length + headers.metrics.length + headers.after.length;
            return (
              <Fragment key={r.key}>
                {heading && (
                  <tr data-testid="row-group">
                    <th
                      scope="rowgroup"
                      colSpan={columns}
                      className="border-t border-gray-300 bg-gray-50 px-2 py-1 text-left text-xs font-medium text-gray-700"
                    >
                      <span className="sticky left-2">{heading}</span>
                    </th>
                  </tr>
                )}
                <MineRow
                  modelId={r.modelId}
                  id={anchors.get(r.key)}
                  data-testid="leaderboard-row"
                  data-model={r.model}
                  data-status={r.status}
                  className={`scroll-mt-10 ${r.status === "contaminated" ? "text-gray-500" : ""}`}
                >
                  <td className={`${cell} ${rankCol} ${tone} border-t border-gray-200 whitespace-nowrap`}>
                    {r.rank} <span className="text-xs text-gray-600">{r.rankInterval}</span>
                    {r.tier && (
                      <span
                        className="ml-1 font-mono text-xs text-gray-800"
                        data-testid="tier"
                        title="Tier letters"
                      >
                        {r.tier}
                      </span>
                    )}
                    {r.isTopTier && <span className="block text-xs text-green-800">top tier</span>}
                  </td>
                  <td className={`${cell} ${modelCol} ${tone} border-t`}>
                    {r.modelHref ? <TextLink href={r.modelHref}>{r.model}</TextLink> : r.model}
                    <MineChip modelId={r.modelId} />
                    {r.tries && (
                      <span className="block text-xs text-gray-600" data-testid="tries">
                        {r.tries}
                      </span>
                    )}
                  </td>
                  {headers.before.map((h) => (
                    <td key={h.key} className={`${cell} ${tone} border-t border-gray-200`}>
                      <ExtraCell r={r} k={h.key} />
                    </td>
                  ))}
                  {headers.metrics.map((h) => {
                    const m = r.metrics[h.key];
                    return (
                      <td
                        key={h.key}
                        className={`${cell} ${tone} border-t border-gray-200 text-right whitespace-nowrap`}
                        data-metric={h.key}
                      >
                        {m?.value ?? "—"}
                        {m?.interval ? (
                          <span className="block text-xs text-gray-600">{m.interval}</span>
                        ) : null}
                      </td>
                    );
                  })}
                  {headers.after.map((h) => (
                    <td
                      key={h.key}
                      className={`${cell} ${tone} border-t border-gray-200 ${h.key === "notes" ? "min-w-48" : "whitespace-nowrap"}`}
                    >
                      <ExtraCell r={r} k={h.key} />
                    </td>
                  ))}
                </MineRow>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
