// Small board results for tests.
import type { LeaderboardResult } from "@/lib/leaderboard/types";

/** The benchmark of a verdict board on one quarterly split, 2025Q1 (its title is the slug in capitals). */
export function oneSplitVerdictBenchmark(slug: string): LeaderboardResult["benchmark"] {
  return {
    slug,
    title: slug.toUpperCase(),
    track: "verdict",
    period: "quarter",
    isDemo: false,
    splits: ["2025Q1"],
    slices: [],
    modes: [],
  };
}
