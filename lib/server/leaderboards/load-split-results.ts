import "server-only";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { scoreResultColumn } from "@/lib/schemas/stored-columns";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { leaderboardCaches } from "./leaderboard-caches";
import { DISCLOSED } from "@/lib/vocabulary";

/**
 * The result a composed board reads for each score (docs/DOMAIN.md §6): on a hidden split
 * what the Ladder disclosed for it (ScoreRelease.resultJson, "{}" and so absent when held),
 * on a public-label split the stored exact result. Both never change for a score id, so
 * they are cached by it. No per-claim row and no gold is read.
 */
export async function loadSplitResults(
  scores: readonly { scoreId: string; isHidden: boolean }[],
): Promise<Map<string, ScoreResult>> {
  const out = new Map<string, ScoreResult>();
  const missing = scores.filter((s) => {
    const hit = leaderboardCaches.results.get(cacheKey(s));
    if (hit) out.set(s.scoreId, hit);
    return !hit;
  });
  const hiddenIds = missing.filter((s) => s.isHidden).map((s) => s.scoreId);
  const publicIds = missing.filter((s) => !s.isHidden).map((s) => s.scoreId);
  const [disclosed, exact] = await Promise.all([
    hiddenIds.length === 0
      ? []
      : db.scoreDisclosure.findMany({
          where: { scoreId: { in: hiddenIds }, status: DISCLOSED },
          select: { id: true, scoreId: true, resultJson: true },
        }),
    publicIds.length === 0
      ? []
      : db.score.findMany({ where: { id: { in: publicIds } }, select: { id: true, resultJson: true } }),
  ]);
  const rows = [
    ...disclosed.map((r) => ({
      table: "ScoreRelease",
      id: r.id,
      scoreId: r.scoreId,
      json: r.resultJson,
      isHidden: true,
    })),
    ...exact.map((s) => ({ table: "Score", id: s.id, scoreId: s.id, json: s.resultJson, isHidden: false })),
  ];
  for (const row of rows) {
    const result = decodeJsonColumn(scoreResultColumn, row.json, {
      table: row.table,
      id: row.id,
      column: "resultJson",
    });
    leaderboardCaches.results.set(cacheKey(row), result);
    out.set(row.scoreId, result);
  }
  return out;
}

const cacheKey = (s: { scoreId: string; isHidden: boolean }) =>
  `${s.isHidden ? "disclosed" : "exact"}:${s.scoreId}`;
