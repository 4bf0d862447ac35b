// Computed boards stored in the database (board-cache.ts): written by whoever computes
// a board first, served by a fresh process without reading a per-claim row, disclosed per
// viewer after reading, replaced by a new key after a new score, and precomputed by the
// worker after scoring.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { leaderboardCaches } from "@/lib/server/leaderboards/board-data";
import { REFRESH_BOARDS_JOB } from "@/lib/server/leaderboards/refresh-boards-job";
import {
  readBoardSnapshot,
  SNAPSHOTS_PER_BENCHMARK,
  writeBoardSnapshot,
} from "@/lib/server/leaderboards/board-cache";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { seedLeaderboard, type SeededBoard } from "@/scripts/bench/leaderboard-seed";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";

const slug = `snap-${Date.now()}`;
const ADMIN = { id: "admin-viewer", role: "admin" };
let seeded: SeededBoard;
let benchmarkId: string;

/** What a freshly started process has in memory: nothing. */
function forgetEverything(): void {
  for (const cache of [
    leaderboardCaches.gold,
    leaderboardCaches.claimIds,
    leaderboardCaches.records,
    leaderboardCaches.boards,
    leaderboardCaches.views,
    leaderboardCaches.answers,
  ])
    cache.clear();
}
const snapshots = () =>
  db.boardSnapshot.findMany({ where: { benchmarkId }, select: { key: true, json: true } });

/**
 * Runs every queued board refresh (earlier test files leave theirs queued in the shared
 * database) and counts this benchmark's.
 */
async function runRefreshJobs(): Promise<number> {
  let ours = 0;
  for (;;) {
    const job = await claimJob({ workerId: "test-boards", kinds: [REFRESH_BOARDS_JOB], leaseMs: 60_000 });
    if (!job) return ours;
    expect(await runJob(job, jobHandlers[REFRESH_BOARDS_JOB]!, { leaseMs: 60_000 })).toBe("done");
    if ((JSON.parse(job.payloadJson) as { benchmarkId: string }).benchmarkId === benchmarkId) ours += 1;
  }
}

describe(`stored boards on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    seeded = await seedLeaderboard({
      slug,
      quarters: ["2024Q4", "2025Q1", "2025Q2"],
      devQuarters: ["2024Q4", "2025Q1"],
      claimsPerSplit: 60,
      models: [
        { name: "early", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.5, costPerRun: 3 },
        { name: "late", cutoff: "2025-02-15", preNoise: 0.1, postNoise: 0.6 },
      ],
    });
    benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
  }, 120_000);

  it("stores a computed board and serves it, identical, to a fresh process without reading per-claim rows", async () => {
    forgetEverything();
    // The public dev splits: a visitor's board there is exact, computed and stored.
    const dev = { splits: "2024Q4,2025Q1" };
    const computed = await getLeaderboard(null, slug, dev);
    expect(await snapshots()).toHaveLength(1);
    forgetEverything();
    const served = await getLeaderboard(null, slug, dev);
    expect(JSON.stringify(served)).toBe(JSON.stringify(computed));
    expect(served).toEqual(computed);
    expect(leaderboardCaches.records.size).toBe(0);
    // It is the stored row that answers: a change to it shows.
    const [row] = await snapshots();
    const renamed = row!.json.replace(`"title":"${computed.benchmark.title}"`, `"title":"Stored title"`);
    await db.boardSnapshot.update({ where: { key: row!.key }, data: { json: renamed } });
    forgetEverything();
    expect((await getLeaderboard(null, slug, dev)).benchmark.title).toBe("Stored title");
    await db.boardSnapshot.update({ where: { key: row!.key }, data: { json: row!.json } });
  });

  it("composes a visitor's board over a hidden split from stored results: nothing stored, no per-claim row read", async () => {
    forgetEverything();
    const stored = (await snapshots()).length;
    const board = await getLeaderboard(null, slug, {});
    expect(board.release.exact).toBe(false);
    expect(board.rows.some((r) => r.model === "early")).toBe(true);
    expect(await snapshots()).toHaveLength(stored);
    expect(leaderboardCaches.records.size).toBe(0);
  });

  it("builds a chart view on a stored board from the charted entries only, as it would have computed it", async () => {
    const query = { view: "cutoff", models: seeded.modelIds.late!, splits: "2024Q4,2025Q1" };
    forgetEverything();
    const computed = await getLeaderboard(null, slug, query);
    forgetEverything();
    const served = await getLeaderboard(null, slug, query);
    expect(JSON.stringify(served)).toBe(JSON.stringify(computed));
    expect(served.curves?.[0]?.points.length).toBeGreaterThan(0);
    // Only the charted model's submissions were read.
    expect(leaderboardCaches.records.size).toBe(2);
  });

  it("keeps a maintainer's exact table apart from the released one a visitor gets", async () => {
    forgetEverything();
    const exact = await getLeaderboard(ADMIN, slug, { splits: "2025Q2" });
    forgetEverything();
    const released = await getLeaderboard(null, slug, { splits: "2025Q2" });
    expect(exact.release.exact).toBe(true);
    expect(released.release.exact).toBe(false);
    // Only the maintainer's exact table is stored; the visitor's is composed from disclosures.
    const stored = await snapshots();
    expect(stored.some((s) => s.json.includes('"exact":false'))).toBe(false);
    forgetEverything();
    // Served from the database to each viewer: each gets what it got computed.
    expect(JSON.stringify(await getLeaderboard(null, slug, { splits: "2025Q2" }))).toBe(
      JSON.stringify(released),
    );
    expect(JSON.stringify(await getLeaderboard(ADMIN, slug, { splits: "2025Q2" }))).toBe(
      JSON.stringify(exact),
    );
    expect(released.rows.find((r) => r.model === "early")!.metrics.mse!.value).not.toBe(
      exact.rows.find((r) => r.model === "early")!.metrics.mse!.value,
    );
  });

  it("after a new score, the worker stores the default boards under new keys, which a fresh process serves", async () => {
    const user = await db.user.create({
      data: {
        email: `fresh-${slug}@example.org`,
        name: "Fresh",
        role: "researcher",
        emailVerifiedAt: new Date(),
      },
      select: { id: true, role: true },
    });
    const model = await db.modelEntry.create({
      data: {
        ownerId: user.id,
        name: "fresh-model",
        organisation: "o",
        declaredCutoff: new Date("2024-01-01"),
        cutoffSource: "card",
        regime: "closed_book",
      },
    });
    const before = new Set((await snapshots()).map((s) => s.key));
    const text = Array.from({ length: 60 }, (_, i) =>
      JSON.stringify({ claim_id: `2025Q1-${String(i).padStart(5, "0")}`, score: 0 }),
    ).join("\n");
    await createSubmission(
      user,
      { benchmark: slug, modelId: model.id, regime: "closed_book", split: "2025Q1", isPublic: "true" },
      await uploadOf({ text: `${text}\n` }, "fresh.jsonl"),
    );
    await runQueuedJobs();
    expect(await runRefreshJobs()).toBe(1);
    const added = (await snapshots()).filter((s) => !before.has(s.key));
    // Of the default boards only the new score's public dev split (2025Q1) is exact for a
    // visitor, and so stored; all splits and 2025Q2 hold a hidden split and are composed.
    expect(added).toHaveLength(1);
    forgetEverything();
    for (const raw of [{}, { splits: "2025Q1" }, { splits: "2025Q2" }] as Record<string, string>[]) {
      const board = await getLeaderboard(null, slug, raw);
      if (raw.splits !== "2025Q2") expect(board.rows.some((r) => r.model === "fresh-model")).toBe(true);
    }
    expect(leaderboardCaches.records.size).toBe(0);
    expect(await snapshots()).toHaveLength(before.size + 1);
  });

  it("keeps the most recently used boards of a benchmark and drops the rest", async () => {
    const table = await getLeaderboard(null, slug, {});
    const keys = Array.from({ length: SNAPSHOTS_PER_BENCHMARK + 5 }, (_, i) => `prune-${slug}-${i}`);
    await writeBoardSnapshot(keys[0]!, benchmarkId, table);
    for (const key of keys.slice(1)) {
      await new Promise((r) => setTimeout(r, 2));
      await writeBoardSnapshot(key, benchmarkId, table);
    }
    // A second write of a key keeps the first row.
    await writeBoardSnapshot(keys[1]!, benchmarkId, table);
    const left = new Set((await snapshots()).map((s) => s.key));
    expect(left.size).toBe(SNAPSHOTS_PER_BENCHMARK);
    expect(left.has(keys.at(-1)!)).toBe(true);
    expect(left.has(keys[0]!)).toBe(false);
    expect(JSON.stringify(await readBoardSnapshot(keys.at(-1)!))).toBe(JSON.stringify(table));
  });
});
