import Link from "next/link";
import { leaderboardSearch, type LeaderboardQuery, type LeaderboardView } from "@/lib/schemas/leaderboard";

const VIEWS: { view: LeaderboardView; label: string }[] = [
  { view: "table", label: "Table" },
  { view: "cutoff", label: "Cutoff-aligned" },
  { view: "longitudinal", label: "By quarter" },
  { view: "slices", label: "Time slices" },
  { view: "cost", label: "Cost" },
];

export function ViewTabs({ slug, query, hasSlices }: { slug: string; query: Partial<LeaderboardQuery>; hasSlices: boolean }) {
  return (
    <nav aria-label="Leaderboard views" className="flex flex-wrap gap-2 border-b border-gray-200 pb-2">
      {VIEWS.filter((v) => hasSlices || v.view !== "slices").map((v) => {
        const current = (query.view ?? "table") === v.view;
        return (
          <Link key={v.view} href={`/leaderboards/${slug}${leaderboardSearch(query, { view: v.view === "table" ? undefined : v.view })}`}
            aria-current={current ? "page" : undefined}
            className={`rounded px-3 py-1 text-sm ${current ? "bg-blue-700 text-white" : "bg-gray-100 text-blue-800 underline"}`}>
            {v.label}
          </Link>
        );
      })}
    </nav>
  );
}
