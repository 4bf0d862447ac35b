"use client";

import Link from "next/link";

/** One table row, already formatted on the server (only what is shown crosses to the browser). */
export type BoardTableRow = {
  key: string;
  model: string;
  modelHref: string | null;
  status: string;
  statusNote: string;
  rank: string;
  rankInterval: string;
  isTopTier: boolean;
  organisation: string;
  openWeights: string;
  cutoff: string;
  /** "declared …" when the cutoff used is not the declared one. */
  declaredNote: string | null;
  /** The change-point estimate with its interval, when there is one. */
  estimate: string | null;
  /** The model's declared cutoff lies outside its estimate's interval. */
  isContradicted: boolean;
  regime: string;
  cells: { metric: string; value: string; interval: string }[];
  n: number;
  /** Predictions not submitted, counted as wrong. */
  missing: number;
  submitted: string;
  badges: string[];
};

export type BoardTableHeader = { metric: string; label: string; href: string; sort: "ascending" | "descending" | undefined };

type Props = { caption: string; headers: BoardTableHeader[]; rows: BoardTableRow[] };

const th = "p-2 text-left font-medium whitespace-nowrap";

/** The ranked table; metric headers re-sort (and re-rank) by that metric. */
export function BoardTableView({ caption, headers, rows }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="leaderboard-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>Rank [95% interval]</th>
            <th scope="col" className={th}>Model</th>
            <th scope="col" className={th}>Organisation</th>
            <th scope="col" className={th}>Open weights</th>
            <th scope="col" className={th}>Cutoff</th>
            <th scope="col" className={th}>Regime</th>
            {headers.map((h) => (
              <th key={h.metric} scope="col" className={th} aria-sort={h.sort}>
                <Link className="text-blue-700 underline" href={h.href}>{h.label}</Link>
                {h.sort ? " ▼" : ""}
              </th>
            ))}
            <th scope="col" className={th}>n</th>
            <th scope="col" className={th}>Submitted</th>
            <th scope="col" className={th}>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid="leaderboard-row" data-model={r.model} data-status={r.status} className={`border-t ${r.isTopTier ? "bg-green-50" : ""} ${r.status === "contaminated" ? "text-gray-500" : ""}`}>
              <td className="p-2 whitespace-nowrap">{r.rank} <span className="text-xs text-gray-600">{r.rankInterval}</span>{r.isTopTier && <span className="ml-1 rounded bg-green-200 px-1 text-xs">top tier</span>}</td>
              <td className="p-2">{r.modelHref ? <Link className="text-blue-700 underline" href={r.modelHref}>{r.model}</Link> : r.model}</td>
              <td className="p-2">{r.organisation}</td>
              <td className="p-2">{r.openWeights}</td>
              <td className="p-2 whitespace-nowrap" data-testid="cutoff-cell">
                {r.cutoff}
                {r.declaredNote && <span className="block text-xs text-gray-600">{r.declaredNote}</span>}
                {r.estimate && <span className="block text-xs text-gray-600" title="Change point of this model's own error curve, with its 95% interval (DOMAIN §3)">{r.estimate}</span>}
                {r.isContradicted && <span className="block text-xs font-medium text-amber-800" data-testid="cutoff-contradicted">declared cutoff contradicted by its error curve</span>}
              </td>
              <td className="p-2">{r.regime}</td>
              {r.cells.map((c) => <td key={c.metric} className="p-2 whitespace-nowrap">{c.value} <span className="text-xs text-gray-600">{c.interval}</span></td>)}
              <td className="p-2 whitespace-nowrap">{r.n}{r.missing > 0 && <span className="block text-xs text-amber-800" title="Predictions not submitted; they count as wrong (worst possible error on the integrity track)">{r.missing} missing</span>}</td>
              <td className="p-2 whitespace-nowrap">{r.submitted}</td>
              <td className="p-2">
                {r.badges.map((b) => <span key={b} className="mr-1 rounded bg-gray-200 px-1 text-xs">{b}</span>)}
                {r.statusNote && <span className="text-xs">{r.statusNote}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
