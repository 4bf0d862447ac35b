import "server-only";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import type { VisibleSplit } from "@/lib/server/benchmarks/list-visible-splits";

export type SplitWithGold = VisibleSplit & { benchmark: ScoringBenchmark };

/**
 * The splits a prediction file is checked against, each with its scorer input: every split
 * the user can see (listVisibleSplits), so a claim of another split is named, never
 * "unknown". Hidden gold is included: server-only, it goes to the scoring thread and nowhere
 * else.
 */
export async function loadSubmitSplits(visible: readonly VisibleSplit[]): Promise<SplitWithGold[]> {
  const out: SplitWithGold[] = [];
  for (const split of visible)
    out.push({ ...split, benchmark: (await loadScoringBenchmark(split.id)).benchmark });
  return out;
}
