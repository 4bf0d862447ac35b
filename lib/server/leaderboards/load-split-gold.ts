import "server-only";
import { loadScoringBenchmark, type LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import { leaderboardCaches } from "./leaderboard-caches";

/** A split's claims and HIDDEN gold at the newest label version, cached per (split, version). Server only. */
export function loadSplitGold(splitId: string, labelVersionId: string): Promise<LoadedSplit> {
  const key = `${splitId}:${labelVersionId}`;
  const hit = leaderboardCaches.gold.get(key);
  if (hit) return hit;
  const loading = loadScoringBenchmark(splitId);
  leaderboardCaches.gold.set(key, loading);
  loading.catch(() => leaderboardCaches.gold.delete(key));
  return loading;
}
