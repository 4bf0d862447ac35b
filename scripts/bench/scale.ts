// `npm run bench:scale`: LiveCheck at the size of a busy benchmark, simulated on PostgreSQL
// (its own database, livecheck_bench_scale_<checkout>). Seeds 400 models × 5 public scored
// submissions = 2,000, on 8 quarterly splits of 5,000 claims (the last two hidden test
// splits with the Ladder), so 2,000 × 5,000 = 10 million per-claim rows (scale-seed.ts).
// Then, on the built app, deployed as at that size (app servers with WORKER_IN_APP=false and
// a `npm run worker` process, scale-worker.ts): the worker's time to store the default boards
// (the job it runs after every score), then on fresh app servers the board API's cold (first
// request after the server started; one split, all splits, and a custom window that no
// worker stored, each given SCALE_COLD_LIMIT_S) and warm latency with the server's CPU
// seconds, memory of the app server and the worker (RSS now and at its peak), the database
// size per submission, and one more submission uploaded through the API: time to scored, to
// its boards stored, and to its row on the board. Targets (printed, not asserted): warm <
// 300 ms, cold < 10 s, memory < 2 GB.
// SCALE_MODELS, SCALE_SUBMISSIONS_PER_MODEL and SCALE_CLAIMS_PER_SPLIT shrink it. Seeding and
// measuring are separable: SCALE_SEED_ONLY=1 seeds and stops; SCALE_SKIP_SEED=1 measures on the
// database seeded before (migrated to the checkout's schema by the servers' setup).
import os from "node:os";
import pg from "pg";
import { resetDatabase } from "../../tests/support/databases";
import { testPgUrl } from "../../tests/support/test-pg-url";
import { buildIfChanged } from "../setup/build-if-changed";
import { freePort, startServer, type Server } from "../test/servers";
import { processCpuSeconds, processTreeMemory } from "./process-memory";
import { COLD_LIMIT_MS, num, print, timed } from "./scale-http";
import {
  FRESH_SPLIT,
  freshSubmission,
  startBenchWorker,
  storeDefaultBoards,
  writeBoardsJson,
} from "./scale-worker";

const SLUG = "bench-scale";
const QUARTERS = ["2024Q1", "2024Q2", "2024Q3", "2024Q4", "2025Q1", "2025Q2", "2025Q3", "2025Q4"];
const TEST_QUARTERS = ["2025Q3", "2025Q4"];
/** A board no worker stores: a window inside the fresh split (public dev, so any dates). */
const CUSTOM_WINDOW = `splits=${FRESH_SPLIT}&start=2025-05-01`;

/** Cold: the first request to a fresh server; warm: the median of the next ten. Wall and server CPU time. */
async function coldAndWarm(server: Server, label: string, url: string): Promise<boolean> {
  const cpu0 = processCpuSeconds(server.pid);
  const cold = await timed(url);
  const coldCpuSeconds = Math.round((processCpuSeconds(server.pid) - cpu0) * 10) / 10;
  if (cold.status === 0) {
    print({
      step: `board API, ${label}`,
      coldMs: `not answered within ${COLD_LIMIT_MS / 1000} s`,
      coldCpuSeconds,
      serverMemory: processTreeMemory(server.pid),
    });
    return false;
  }
  if (cold.status !== 200) throw new Error(`${url} answered ${cold.status}: ${cold.body.slice(0, 300)}`);
  const warm: number[] = [];
  for (let i = 0; i < 10; i += 1) warm.push((await timed(url)).ms);
  warm.sort((a, b) => a - b);
  print({
    step: `board API, ${label}`,
    coldMs: cold.ms,
    coldCpuSeconds,
    warmMedianMs: warm[5],
    warmMaxMs: warm[9],
    rows: (JSON.parse(cold.body) as { rows: unknown[] }).rows.length,
    bootstrapB: (JSON.parse(cold.body) as { bootstrap?: { b: number } }).bootstrap?.b,
    bytes: cold.body.length,
    serverMemory: processTreeMemory(server.pid),
  });
  return true;
}

async function databaseSize(url: string, submissions: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string; claims: string; n: string }>(
      `SELECT pg_database_size(current_database()) AS db, pg_total_relation_size('"ClaimResult"') AS claims, (SELECT COUNT(*) FROM "ClaimResult") AS n`,
    );
    const r = rows[0]!;
    const mb = (b: number) => Math.round(b / 1e5) / 10;
    print({
      step: "database size",
      totalMB: mb(Number(r.db)),
      claimResultMB: mb(Number(r.claims)),
      claimRows: Number(r.n),
      perSubmissionKB: Math.round(Number(r.db) / submissions / 100) / 10,
      claimResultBytesPerRow: Math.round(Number(r.claims) / Number(r.n)),
    });
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? testPgUrl("bench_scale");
  process.env.DATABASE_URL = databaseUrl;
  const o = {
    databaseUrl,
    slug: SLUG,
    quarters: QUARTERS,
    testQuarters: TEST_QUARTERS,
    claimsPerSplit: num("SCALE_CLAIMS_PER_SPLIT", 5000),
    models: num("SCALE_MODELS", 400),
    submissionsPerModel: num("SCALE_SUBMISSIONS_PER_MODEL", 5),
  };
  print({
    step: "plan",
    ...o,
    databaseUrl: undefined,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
  });
  if (process.env.SCALE_SKIP_SEED !== "1") {
    await resetDatabase(databaseUrl);
    const t0 = performance.now();
    const { seedScale } = await import("./scale-seed");
    const seeded = await seedScale(o, print);
    print({ step: "seeded", ...seeded, seconds: Math.round((performance.now() - t0) / 1000) });
    if (process.env.SCALE_SEED_ONLY === "1") return;
  }
  const submissions = o.models * o.submissionsPerModel;
  await databaseSize(databaseUrl, submissions);
  buildIfChanged();
  const storage = { STORAGE_URL: "./data/test/bench-scale-files" };
  const start = async () =>
    startServer(await freePort(), databaseUrl, { ...storage, WORKER_IN_APP: "false" });
  let server = await start();
  const worker = startBenchWorker({ DATABASE_URL: databaseUrl, ...storage });
  const board = (query: string) => `${server.url}/api/v1/leaderboards/${SLUG}${query ? `?${query}` : ""}`;
  try {
    if (process.env.SCALE_KEEP_BOARDS !== "1") {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DELETE FROM "BoardSnapshot"`);
      await client.end();
    }
    await storeDefaultBoards(worker, SLUG);
    // SCALE_BOARDS_OUT=<folder>: the stored boards as JSON, to compare with another version's (leaderboard-profile).
    if (process.env.SCALE_BOARDS_OUT)
      await writeBoardsJson(process.env.SCALE_BOARDS_OUT, SLUG, [
        { splits: FRESH_SPLIT },
        { splits: "2025Q4" },
        { splits: FRESH_SPLIT, view: "cutoff" },
        {},
      ]);
    await coldAndWarm(
      server,
      `one split (${FRESH_SPLIT}), stored by the worker`,
      board(`splits=${FRESH_SPLIT}`),
    );
    server.stop();
    server = await start();
    await coldAndWarm(server, "all splits, stored by the worker", board(""));
    server.stop();
    server = await start();
    const custom = await coldAndWarm(
      server,
      `custom window (${CUSTOM_WINDOW}), computed on request`,
      board(CUSTOM_WINDOW),
    );
    if (!custom) {
      // The unanswered board may still be computing: measure the rest on a fresh server.
      server.stop();
      server = await start();
    }
    await freshSubmission(
      SLUG,
      server.url.replace("localhost", "127.0.0.1"),
      o.claimsPerSplit,
      worker,
      server.pid,
    );
    print({
      step: "memory at the end",
      appServer: processTreeMemory(server.pid),
      worker: processTreeMemory(worker.pid),
    });
    print({ targets: "warm < 300 ms, cold < 10 s, memory < 2 GB" });
  } finally {
    server.stop();
    worker.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
