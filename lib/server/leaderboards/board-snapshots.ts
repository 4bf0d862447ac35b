// The second level of the computed-board cache: a table in the database that every app
// server and worker reads and writes, so a board computed once (by the worker after a new
// score, or by the first request) is served by any process, a freshly started one too.
import "server-only";
import { db } from "@/lib/db";
import { parseBoardJson, stringifyBoardJson } from "@/lib/leaderboard/board-json";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { isUniqueViolation } from "@/lib/errors/is-unique-violation";

/**
 * Part of every board key: bump it whenever a change to the board's computation
 * (lib/leaderboard, get-leaderboard) changes any value or field of a table, so snapshots
 * written by the previous code are never served (they are pruned as unused).
 */
export const BOARD_CODE_VERSION = "2026-12-01-difficulty-fast";

/** Snapshots kept per benchmark, newest first: the default boards of the last few scores and some custom ones. */
export const SNAPSHOTS_PER_BENCHMARK = 40;

/** The stored table under `key` (before the disclosure policy), or null; marks it used (pruning keeps used ones). */
export async function readBoardSnapshot(key: string): Promise<LeaderboardResult | null> {
  const row = await db.boardSnapshot.findUnique({ where: { key }, select: { json: true } });
  if (!row) return null;
  await db.boardSnapshot.updateMany({ where: { key }, data: { usedAt: new Date() } });
  return parseBoardJson<LeaderboardResult>(row.json);
}

/**
 * Stores a computed table under its key (a second writer of the same key, e.g. two processes
 * that computed it at once, leaves the first row: both computed the same table), then drops
 * the benchmark's snapshots beyond the SNAPSHOTS_PER_BENCHMARK most recently used.
 */
export async function writeBoardSnapshot(
  key: string,
  benchmarkId: string,
  table: LeaderboardResult,
): Promise<void> {
  try {
    await db.boardSnapshot.create({ data: { key, benchmarkId, json: stringifyBoardJson(table) } });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const old = await db.boardSnapshot.findMany({
    where: { benchmarkId },
    orderBy: [{ usedAt: "desc" }, { key: "asc" }],
    skip: SNAPSHOTS_PER_BENCHMARK,
    select: { key: true },
  });
  if (old.length > 0) await db.boardSnapshot.deleteMany({ where: { key: { in: old.map((o) => o.key) } } });
}
