// The board's cache layers, owned here and nowhere else, behind one entry point:
// `cachedBoard(key, compute)`. The key says which layer; from the outside in:
//   1. answers (answerKey): a whole answer per slug, viewer and raw query, while the data
//      version holds (and for ANSWER_TTL_MS at most);
//   2. views (boardKeys().view): a table with its view per view key;
//   3. tables (boardKeys().table): the table per table key, first in memory, then
//   4. stored snapshots: the table in the database (BoardSnapshot), shared by every app
//      server and worker, then computed (once per table key in this process, however many
//      requests ask for it at once: the in-flight computations) and written to both.
// The in-process layers live in leaderboardCaches (one inventory of the process's caches,
// so a test can forget them all); only this module reads or writes the board's entries there.
// Keys name every input, so nothing found under one is stale.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/errors/app-error";
import { parseBoardJson, stringifyBoardJson } from "@/lib/leaderboard/board-json";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import type { ControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import type { BoardSelection } from "./get-leaderboard";
import { leaderboardCaches } from "./board-data";

/**
 * Part of every board key: bump it whenever a change to the board's computation
 * (lib/leaderboard, get-leaderboard) changes any value or field of a table, so snapshots
 * written by the previous code are never served (they are pruned as unused).
 */
const BOARD_CODE_VERSION = "2026-12-01-difficulty-fast";

/** Snapshots kept per benchmark, newest first: the default boards of the last few scores and some custom ones. */
export const SNAPSHOTS_PER_BENCHMARK = 40;

/**
 * A repeated request is answered from memory while the data version is unchanged and the
 * answer is younger than this: what the version does not see (model card edits, embargo
 * ends, new releases) shows within this time.
 */
const ANSWER_TTL_MS = 15_000;

/** Where a board is looked up: the layer, its key, and what that layer needs besides. */
export type BoardKey =
  | { layer: "answer"; key: string; version: string }
  | { layer: "view"; key: string; format: LeaderboardResult["query"]["format"] }
  | { layer: "table"; key: string; benchmarkId: string };

/**
 * The board under `key` from its layer, or `compute`'s (then kept there). An answer is kept
 * while the data version holds; a view's export format is the request's, not part of the
 * key; a table comes from memory, else the stored snapshots (any process may have stored
 * it), else `compute` (once per key in this process) and is stored for all. A computation
 * that throws keeps nothing.
 */
export async function cachedBoard(
  key: BoardKey,
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  if (key.layer === "answer") return cachedAnswer(key, compute);
  if (key.layer === "view") return cachedView(key, compute);
  return cachedTable(key, compute);
}

/** The answer key of a raw request: slug, viewer and query, at the benchmark's data version. */
export function answerKey(
  slug: string,
  viewer: Viewer,
  raw: Record<string, string>,
  version: string,
): BoardKey {
  const key = JSON.stringify([
    slug,
    viewer ? `${viewer.role}:${viewer.id}` : "public",
    Object.entries(raw).sort(),
  ]);
  return { layer: "answer", key, version };
}

/**
 * The keys a board is cached under. The viewer's visible splits (and which are hidden) shape
 * the result (its split list, baseline names, pre/post rule), so the benchmark as this viewer
 * sees it is part of the key: a public viewer never gets a result built for a maintainer who
 * also sees embargoed splits. The key names every input, so a table stored under it (memory or
 * database) is never stale; BOARD_CODE_VERSION retires tables of an older computation.
 */
export function boardKeys(
  slug: string,
  { benchmark, query, splits, hiddenLabels, policy, relevant }: BoardSelection,
  controlled: ControlledClaimSet | null,
): { table: BoardKey; view: BoardKey } {
  const { view, models, format, ...tableQuery } = query;
  const table = createHash("sha256")
    .update(
      JSON.stringify([
        BOARD_CODE_VERSION,
        slug,
        tableQuery,
        splits,
        benchmark,
        hiddenLabels,
        policy,
        relevant,
        controlled?.claimIds,
      ]),
    )
    .digest("base64url");
  return {
    table: { layer: "table", key: table, benchmarkId: benchmark.id },
    view: { layer: "view", key: `${table}:${view}:${models?.join(",") ?? ""}`, format },
  };
}

async function cachedAnswer(
  { key, version }: { key: string; version: string },
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  const answer = leaderboardCaches.answers.get(key);
  if (answer && answer.version === version && Date.now() - answer.at < ANSWER_TTL_MS) return answer.result;
  const result = await compute();
  leaderboardCaches.answers.set(key, { version, at: Date.now(), result });
  return result;
}

async function cachedView(
  { key, format }: { key: string; format: LeaderboardResult["query"]["format"] },
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  const cached = leaderboardCaches.views.get(key);
  if (cached) return { ...cached, query: { ...cached.query, format } };
  const result = await compute();
  leaderboardCaches.views.set(key, result);
  return result;
}

async function cachedTable(
  { key, benchmarkId }: { key: string; benchmarkId: string },
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  let table = leaderboardCaches.boards.get(key) ?? (await readBoardSnapshot(key));
  if (!table) {
    let computing = leaderboardCaches.computing.get(key);
    if (!computing) {
      const promise = (async () => {
        const computed = await compute();
        await writeBoardSnapshot(key, benchmarkId, computed);
        return computed;
      })();
      computing = promise.finally(() => leaderboardCaches.computing.delete(key));
      leaderboardCaches.computing.set(key, computing);
    }
    table = await computing;
  }
  leaderboardCaches.boards.set(key, table);
  return table;
}

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
