import type { LeaderboardResult } from "@/lib/leaderboard/types";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import { AdjustedGapTable } from "./adjusted-gap-table";
import { PeriodDifficultyTable } from "./period-difficulty-table";

/** The difficulty page's query: the board's filters without its view and model choice. */
export function difficultySearch(raw: Record<string, string>): string {
  const { view: _view, models: _models, format: _format, ...filters } = raw;
  const search = new URLSearchParams(filters).toString();
  return search ? `?${search}` : "";
}

/**
 * The cutoff view's difficulty part (DOMAIN.md §9): the adjusted gap beside the raw
 * before/after table and the field's difficulty per period; on hidden splits, for everyone
 * but the maintainers, only why they are not shown.
 */
export function CutoffDifficulty({
  difficulty,
  result,
}: {
  difficulty: BoardDifficultyDto;
  result: LeaderboardResult;
}) {
  if (difficulty.entries.length === 0)
    return difficulty.message ? (
      <p className="text-sm text-gray-700" data-testid="difficulty-message">
        {difficulty.message}
      </p>
    ) : null;
  return (
    <div className="space-y-6">
      <AdjustedGapTable
        curves={result.curves ?? []}
        difficulty={difficulty}
        lowerIsBetter={result.lowerIsBetter}
      />
      <PeriodDifficultyTable difficulty={difficulty} />
    </div>
  );
}

/**
 * Below the longitudinal curve (which draws it): the field's difficulty per period as a
 * table, or why it is not shown.
 */
export function LongitudinalDifficulty({ difficulty }: { difficulty: BoardDifficultyDto }) {
  if (difficulty.periods.length > 0) return <PeriodDifficultyTable difficulty={difficulty} />;
  return difficulty.message ? (
    <p className="text-sm text-gray-700" data-testid="difficulty-message">
      {difficulty.message}
    </p>
  ) : null;
}
