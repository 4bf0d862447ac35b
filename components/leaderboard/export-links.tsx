import { boardSearch, type BoardDisplay } from "@/lib/schemas/board-display";
import { leaderboardSearch, type LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { TextAnchor } from "@/components/ui/text-link";

/** CSV and JSON downloads of the current view, and its permalink; all carry the filters. */
export function ExportLinks({
  slug,
  query,
  display,
}: {
  slug: string;
  query: Partial<LeaderboardQuery>;
  display: BoardDisplay;
}) {
  const api = `/api/v1/leaderboards/${slug}`;
  return (
    <p className="flex flex-wrap gap-4 text-sm">
      <TextAnchor href={`${api}${leaderboardSearch(query, { format: "csv" })}`} download>
        Download CSV
      </TextAnchor>
      <TextAnchor href={`${api}${leaderboardSearch(query)}`} download={`${slug}-leaderboard.json`}>
        Download JSON
      </TextAnchor>
      <TextAnchor href={`/leaderboards/${slug}${boardSearch(query, display)}`}>Permalink</TextAnchor>
    </p>
  );
}
