import "server-only";
import { LruCache } from "@/lib/leaderboard/lru-cache";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import type { RecordColumns } from "@/lib/scoring/record-columns";
import type { LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import type { ScoreResult } from "@/lib/scoring/score-records";
import type { ExactPairedRow } from "./compute-paired-row";
import type { SplitBaselines } from "./load-split-baselines";
import { processSingleton } from "@/lib/process-singleton";

type Caches = {
  /** `${splitId}:${labelVersionId}` → gold and claims of one split. */
  gold: LruCache<Promise<LoadedSplit>>;
  /** split id → (claim row id → external claim id). */
  claimIds: LruCache<Promise<Map<string, string>>>;
  /** `${submissionId}:${labelVersionId}` → per-claim records in columns. */
  records: LruCache<Promise<RecordColumns>>;
  /** table filters + data digest → scored table. */
  boards: LruCache<LeaderboardResult>;
  /** table key → the table being computed in this process (one computation per key). */
  computing: Map<string, Promise<LeaderboardResult>>;
  /** table key + view + chosen models → table with its view. */
  views: LruCache<LeaderboardResult>;
  /** slug + viewer + raw query → answer, with the data version it was computed at. */
  answers: LruCache<{ version: string; at: number; result: LeaderboardResult }>;
  /** "disclosed:" or "exact:" + score id → the split result a composed board reads (load-split-results.ts). */
  results: LruCache<ScoreResult>;
  /** split + label version + cut + seed → the split's baseline parts, disclosed (composed boards). */
  baselines: LruCache<Promise<SplitBaselines>>;
  /** metric + gold keys + both scores' ids → exact paired comparison (compare page, before release). */
  pairs: LruCache<ExactPairedRow>;
};

/**
 * In-process caches, bounded. Keys carry the ids that change when data changes (label
 * version, score id, and for boards a digest of every public score), so entries are never
 * stale, only unused. Gold stays on the server: nothing here is serialised to a client.
 * Kept on globalThis because Next.js bundles route handlers and pages separately, and
 * both must share one cache.
 */
export const leaderboardCaches: Caches = processSingleton("livecheckLeaderboardCaches", () => ({
  gold: new LruCache(64),
  claimIds: new LruCache(64),
  records: new LruCache(2500),
  boards: new LruCache(200),
  computing: new Map(),
  views: new LruCache(300),
  answers: new LruCache(500),
  pairs: new LruCache(500),
  results: new LruCache(5000),
  baselines: new LruCache(200),
}));
