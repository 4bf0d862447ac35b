// The board's cache layers, owned here and nowhere else. From the outside in:
//   1. answers: a whole answer per slug, viewer and raw query, while the data version holds
//      (and for ANSWER_TTL_MS at most);
//   2. views and boards: a table with its view per view key, and the table per table key;
//   3. in-flight computations: one computation per table key in this process, however many
//      requests ask for it at once;
//   4. stored snapshots: the table in the database (board-snapshots.ts), shared by every app
//      server and worker.
// The in-process layers live in leaderboardCaches (one inventory of the process's caches,
// so a test can forget them all); only this module reads or writes the board's entries there.
// Keys name every input, so nothing found under one is stale.
import "server-only";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { leaderboardCaches } from "./leaderboard-caches";
import { readBoardSnapshot, writeBoardSnapshot } from "./board-snapshots";

/**
 * A repeated request is answered from memory while the data version is unchanged and the
 * answer is younger than this: what the version does not see (model card edits, embargo
 * ends, new releases) shows within this time.
 */
const ANSWER_TTL_MS = 15_000;

/** Layer 1: the answer under `key` computed at `version`, or `compute`'s (then kept). */
export async function cachedAnswer(
  key: string,
  version: string,
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  const answer = leaderboardCaches.answers.get(key);
  if (answer && answer.version === version && Date.now() - answer.at < ANSWER_TTL_MS) return answer.result;
  const result = await compute();
  leaderboardCaches.answers.set(key, { version, at: Date.now(), result });
  return result;
}

/**
 * Layer 2, views: the table with its view under `key` (its export format is the request's,
 * not part of the key), or `compute`'s (then kept). A computation that throws keeps nothing.
 */
export async function cachedView(
  key: string,
  format: LeaderboardResult["query"]["format"],
  compute: () => Promise<LeaderboardResult>,
): Promise<LeaderboardResult> {
  const cached = leaderboardCaches.views.get(key);
  if (cached) return { ...cached, query: { ...cached.query, format } };
  const result = await compute();
  leaderboardCaches.views.set(key, result);
  return result;
}

/**
 * Layers 2 to 4, boards: the table under `key` from memory, else from the stored snapshots
 * (any process may have stored it), else computed here (once per key in this process) and
 * stored for all. `input` is what `compute` built the table from, for the one request that
 * computed it (its views reuse it); null for everyone else.
 */
export async function cachedBoard<I>(
  key: string,
  benchmarkId: string,
  compute: () => Promise<{ input: I; table: LeaderboardResult }>,
): Promise<{ table: LeaderboardResult; input: I | null }> {
  let input: I | null = null;
  let table = leaderboardCaches.boards.get(key) ?? (await readBoardSnapshot(key));
  if (!table) {
    let computing = leaderboardCaches.computing.get(key);
    if (!computing) {
      const promise = (async () => {
        const computed = await compute();
        input = computed.input;
        await writeBoardSnapshot(key, benchmarkId, computed.table);
        return computed.table;
      })();
      computing = promise.finally(() => leaderboardCaches.computing.delete(key));
      leaderboardCaches.computing.set(key, computing);
    }
    table = await computing;
  }
  leaderboardCaches.boards.set(key, table);
  return { table, input };
}
