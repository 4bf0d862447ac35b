// Board tables computed on the board thread (computeBoardTable in compute-exact-board.ts, as
// the app server does) are the tables computed in line, to the last bit, and the thread is
// really used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { leaderboardCaches } from "@/lib/server/leaderboards/board-data";
import { setBoardThread } from "@/lib/server/leaderboards/compute-exact-board";
import { seedLeaderboard } from "@/scripts/bench/leaderboard-seed";

const slug = `thread-${Date.now()}`;
const QUERIES: Record<string, string>[] = [
  {},
  { splits: "2025Q1" },
  { view: "cutoff" },
  { start: "2024-11-01" },
];

/** A fresh process: nothing in memory, nothing stored. */
async function forgetEverything(): Promise<void> {
  for (const cache of Object.values(leaderboardCaches)) cache.clear();
  const { id } = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  await db.boardSnapshot.deleteMany({ where: { benchmarkId: id } });
}

/** The threads of the board pool (run-scoring-task.ts keeps its pools on globalThis). */
const boardThreads = () =>
  (
    globalThis as unknown as { livecheckThreadPools?: Map<string, { slots: unknown[] }> }
  ).livecheckThreadPools?.get("boards")?.slots.length ?? 0;

describe(`board tables on the board thread (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  beforeAll(async () => {
    await seedLeaderboard({
      slug,
      quarters: ["2024Q4", "2025Q1"],
      devQuarters: ["2024Q4", "2025Q1"],
      claimsPerSplit: 50,
      models: [
        { name: "early", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.5 },
        { name: "late", cutoff: "2025-01-15", preNoise: 0.1, postNoise: 0.6 },
      ],
    });
  }, 120_000);
  afterAll(() => setBoardThread(false));

  it.each(QUERIES)(
    "gives the in-line table for %o",
    async (query) => {
      setBoardThread(false);
      await forgetEverything();
      const inline = await getLeaderboard(null, slug, query);
      setBoardThread(true);
      await forgetEverything();
      const threaded = await getLeaderboard(null, slug, query);
      expect(boardThreads()).toBe(1);
      expect(JSON.stringify(threaded)).toBe(JSON.stringify(inline));
      expect(threaded).toEqual(inline);
    },
    60_000,
  );
});
