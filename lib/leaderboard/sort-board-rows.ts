import type { BoardDisplay, BoardSort } from "@/lib/schemas/board-display";
import type { LeaderboardRow } from "./types";

const SORT_KEYS: Record<BoardSort, (r: LeaderboardRow) => string | number> = {
  model: (r) => r.model.toLowerCase(),
  organisation: (r) => (r.organisation ?? "").toLowerCase(),
  cutoff: (r) => r.cutoff ?? "",
  n: (r) => r.n,
  submitted: (r) => r.submittedAt ?? "",
};

/** Rows that belong together sort together: ranked, then unranked (contaminated, incomplete), then baselines. */
const GROUP: Record<LeaderboardRow["status"], number> = {
  ranked: 0,
  contaminated: 1,
  incomplete: 1,
  baseline: 2,
};

/** The rows in their groups, each group in rank order or by the chosen column (stable: ties keep rank order). */
export function sortBoardRows(rows: LeaderboardRow[], display: BoardDisplay): LeaderboardRow[] {
  const key = display.sort ? SORT_KEYS[display.sort] : null;
  const sign = display.dir === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => {
    const group = GROUP[a.status] - GROUP[b.status];
    if (group !== 0 || !key) return group;
    const x = key(a),
      y = key(b);
    return x < y ? -sign : x > y ? sign : 0;
  });
}
