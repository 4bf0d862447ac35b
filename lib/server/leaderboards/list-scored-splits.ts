import "server-only";
import { db } from "@/lib/db";
import type { BoardBenchmark } from "./board-lookups";

/**
 * Names of the benchmark's visible splits with at least one public scored submission (only
 * those can have a leader), newest first: one cheap query instead of a board per split.
 */
export async function listScoredSplits(bench: BoardBenchmark): Promise<string[]> {
  const groups = await db.submission.groupBy({
    by: ["splitId"],
    where: { benchmarkId: bench.id, isPublic: true, status: "scored" },
  });
  const scored = new Set(groups.map((g) => g.splitId));
  return bench.splits
    .filter((s) => scored.has(s.id))
    .map((s) => s.name)
    .sort()
    .reverse();
}
