import Link from "next/link";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import type { LeaderboardRow } from "@/lib/leaderboard/types";
import { leaderboardSearch, type LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { formatEstimate, formatRankInterval } from "./format";

type Props = { slug: string; query: Partial<LeaderboardQuery>; rows: LeaderboardRow[]; metrics: string[]; metric: string; lowerIsBetter: boolean };

const STATUS: Record<LeaderboardRow["status"], string> = {
  ranked: "",
  contaminated: "contaminated: cutoff on or after the window start",
  incomplete: "unranked: misses claims of the selection",
  baseline: "platform baseline",
};

/** The ranked table; metric headers re-sort (and re-rank) by that metric. */
export function BoardTable({ slug, query, rows, metrics, metric, lowerIsBetter }: Props) {
  const th = "p-2 text-left font-medium whitespace-nowrap";
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="leaderboard-table">
        <caption className="sr-only">Leaderboard sorted by {METRIC_LABELS[metric] ?? metric} ({lowerIsBetter ? "lower" : "higher"} is better)</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>Rank [95% interval]</th>
            <th scope="col" className={th}>Model</th>
            <th scope="col" className={th}>Organisation</th>
            <th scope="col" className={th}>Open weights</th>
            <th scope="col" className={th}>Cutoff</th>
            <th scope="col" className={th}>Regime</th>
            {metrics.map((m) => (
              <th key={m} scope="col" className={th} aria-sort={m === metric ? (lowerIsBetter ? "ascending" : "descending") : undefined}>
                <Link className="text-blue-700 underline" href={`/leaderboards/${slug}${leaderboardSearch(query, { metric: m })}`}>{METRIC_LABELS[m] ?? m}</Link>
                {m === metric ? " ▼" : ""}
              </th>
            ))}
            <th scope="col" className={th}>n</th>
            <th scope="col" className={th}>Submitted</th>
            <th scope="col" className={th}>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.entryId} data-testid="leaderboard-row" data-model={r.model} data-status={r.status} className={`border-t ${r.isTopTier ? "bg-green-50" : ""} ${r.status === "contaminated" ? "text-gray-500" : ""}`}>
              <td className="p-2 whitespace-nowrap">{r.rank === null ? "—" : r.rank} <span className="text-xs text-gray-600">{formatRankInterval(r.rankLow, r.rankHigh)}</span>{r.isTopTier && <span className="ml-1 rounded bg-green-200 px-1 text-xs">top tier</span>}</td>
              <td className="p-2">{r.modelId ? <Link className="text-blue-700 underline" href={`/leaderboards/${slug}/models/${r.modelId}`}>{r.model}</Link> : r.model}</td>
              <td className="p-2">{r.organisation ?? "—"}</td>
              <td className="p-2">{r.openWeights === null ? "—" : r.openWeights ? "yes" : "no"}</td>
              <td className="p-2 whitespace-nowrap">{r.cutoff ?? "—"}</td>
              <td className="p-2">{r.regime ?? "—"}</td>
              {metrics.map((m) => {
                const e = formatEstimate(r.metrics[m]);
                return <td key={m} className="p-2 whitespace-nowrap">{e.value} <span className="text-xs text-gray-600">{e.interval}</span></td>;
              })}
              <td className="p-2">{r.n}</td>
              <td className="p-2 whitespace-nowrap">{r.submittedAt?.slice(0, 10) ?? "—"}</td>
              <td className="p-2">
                {r.badges.map((b) => <span key={b} className="mr-1 rounded bg-gray-200 px-1 text-xs">{b}</span>)}
                {STATUS[r.status] && r.status !== "baseline" && <span className="text-xs">{STATUS[r.status]}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
