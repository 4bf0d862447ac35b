import Link from "next/link";
import { boardSearch, type BoardDisplay } from "@/lib/schemas/board-display";
import type { LeaderboardQuery, LeaderboardView } from "@/lib/schemas/leaderboard";
import type { Period } from "@/lib/vocabulary";

const VIEWS: { view: LeaderboardView; label: string }[] = [
  { view: "table", label: "Table" },
  { view: "cutoff", label: "Cutoff-aligned" },
  { view: "longitudinal", label: "By period" },
  { view: "slices", label: "Time slices" },
  { view: "cost", label: "Cost" },
];

/** The board's views; the tabs wrap at phone width rather than widening the page. */
export function ViewTabs({
  slug,
  query,
  display,
  hasSlices,
  period,
}: {
  slug: string;
  query: Partial<LeaderboardQuery>;
  display: BoardDisplay;
  hasSlices: boolean;
  period: Period;
}) {
  return (
    <nav aria-label="Leaderboard views" className="flex flex-wrap gap-2 border-b border-gray-200 pb-2">
      {VIEWS.filter((v) => hasSlices || v.view !== "slices").map((v) => {
        const current = (query.view ?? "table") === v.view;
        return (
          <Link
            key={v.view}
            href={`/leaderboards/${slug}${boardSearch(query, display, { view: v.view === "table" ? undefined : v.view })}`}
            aria-current={current ? "page" : undefined}
            className={`shrink-0 rounded px-3 py-1 text-sm whitespace-nowrap ${current ? "bg-blue-700 text-white" : "bg-gray-100 text-blue-800 underline"}`}
          >
            {v.view === "longitudinal" ? `By ${period}` : v.label}
          </Link>
        );
      })}
    </nav>
  );
}
