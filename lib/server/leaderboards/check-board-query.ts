// A board query checked against its benchmark: slices, modes, metrics and views it has, and
// the splits a query names (or the default choice when it names none).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { boardMetrics } from "@/lib/scoring/metrics";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import type { BoardBenchmark } from "./find-board-benchmark";
import type { BoardSubmission } from "./list-board-submissions";

/** Refuses (400) a slice, mode, metric or view this benchmark does not have. */
export function checkAgainstBenchmark(query: LeaderboardQuery, b: BoardBenchmark): LeaderboardQuery {
  if (query.slice !== undefined && !b.slices.includes(query.slice)) {
    throw new AppError(
      "BAD_REQUEST",
      b.slices.length === 0
        ? "This benchmark has no evidence slices"
        : `Unknown slice ${query.slice}; this benchmark has ${b.slices.join(", ")}`,
      { slice: "unknown slice" },
    );
  }
  if (query.slice !== undefined && !b.modes.includes(query.mode))
    throw new AppError(
      "BAD_REQUEST",
      `Unknown mode ${query.mode}; this benchmark has ${b.modes.join(", ")}`,
      { mode: "unknown mode" },
    );
  const metrics = boardMetrics(b.track, b.slices.length > 0 && query.slice === undefined);
  if (query.metric !== undefined && !metrics.includes(query.metric))
    throw new AppError("BAD_REQUEST", `Unknown metric ${query.metric}; choose one of ${metrics.join(", ")}`, {
      metric: "unknown metric",
    });
  if (query.view === "slices" && b.slices.length === 0)
    throw new AppError(
      "BAD_REQUEST",
      "This benchmark has no evidence slices, so there is no time-slice view",
      { view: "no slices" },
    );
  return query;
}

/** The named splits (404 naming any unknown one), or every visible split. */
export function resolveSplits(
  names: string[] | undefined,
  b: BoardBenchmark,
): { id: string; name: string }[] {
  if (!names) return b.splits;
  const unknown = names.filter((n) => !b.splits.some((s) => s.name === n));
  if (unknown.length > 0)
    throw new AppError("NOT_FOUND", `No split ${unknown.join(", ")} in ${b.slug}`, {
      splits: "unknown split",
    });
  return b.splits.filter((s) => names.includes(s.name));
}

/** Without a choice: every visible split that has a public score, or all visible splits. */
export function defaultSplits(b: BoardBenchmark, submissions: BoardSubmission[]): string[] {
  const used = new Set(submissions.map((s) => s.splitId));
  const withScores = b.splits.filter((s) => used.has(s.id));
  return (withScores.length > 0 ? withScores : b.splits).map((s) => s.name);
}
