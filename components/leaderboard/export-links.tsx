import { leaderboardSearch, type LeaderboardQuery } from "@/lib/schemas/leaderboard";

/** CSV and JSON downloads of the current view, and its permalink; all carry the filters. */
export function ExportLinks({ slug, query }: { slug: string; query: Partial<LeaderboardQuery> }) {
  const api = `/api/v1/leaderboards/${slug}`;
  return (
    <p className="flex flex-wrap gap-4 text-sm">
      <a className="text-blue-700 underline" href={`${api}${leaderboardSearch(query, { format: "csv" })}`} download>Download CSV</a>
      <a className="text-blue-700 underline" href={`${api}${leaderboardSearch(query)}`}>Download JSON</a>
      <a className="text-blue-700 underline" href={`/leaderboards/${slug}${leaderboardSearch(query)}`}>Permalink</a>
    </p>
  );
}
