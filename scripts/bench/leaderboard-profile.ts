// In-process timing of board computations on the bench data (no HTTP), for tuning:
//   DATABASE_URL=file:./data/test/bench-leaderboard.db tsx --conditions=react-server scripts/bench/leaderboard-profile.ts [--seed]
async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "file:./data/test/bench-leaderboard-profile.db";
  if (process.argv.includes("--seed")) {
    const { resetDatabase } = await import("../../tests/support/databases");
    await resetDatabase(process.env.DATABASE_URL);
    const { seedLeaderboard } = await import("./leaderboard-seed");
    const quarters = Array.from({ length: 25 }, (_, i) => `${2020 + Math.floor(i / 4)}Q${(i % 4) + 1}`);
    const models = Array.from({ length: 8 }, (_, i) => ({
      name: `model-${i + 1}`,
      cutoff: `${2021 + Math.floor(i / 2)}-03-30`,
      preNoise: 0.1 + 0.03 * i,
      postNoise: 0.4,
    }));
    const t = performance.now();
    await seedLeaderboard({ slug: "bench-leaderboard", quarters, claimsPerSplit: 1000, models });
    console.log("seed s", Math.round((performance.now() - t) / 1000));
  }
  const { getLeaderboard } = await import("@/lib/server/leaderboards/get-leaderboard");
  const { db } = await import("@/lib/db");
  const { loadSubmissionRecords } = await import("@/lib/server/leaderboards/load-submission-records");
  const { loadSplitGold } = await import("@/lib/server/leaderboards/load-split-gold");
  const { findBoardBenchmark } = await import("@/lib/server/leaderboards/find-board-benchmark");
  const { listBoardSubmissions } = await import("@/lib/server/leaderboards/list-board-submissions");
  let t0 = performance.now();
  const b = await findBoardBenchmark(null, "bench-leaderboard");
  const subs = await listBoardSubmissions(
    b.id,
    b.splits.map((s) => s.id),
  );
  console.log("list ms", Math.round(performance.now() - t0), subs.length);
  t0 = performance.now();
  await Promise.all(b.splits.map((s) => loadSplitGold(s.id, b.labelVersionId!)));
  console.log("gold ms", Math.round(performance.now() - t0));
  t0 = performance.now();
  await Promise.all(subs.map((s) => loadSubmissionRecords(s.id, s.labelVersionId)));
  console.log("records ms", Math.round(performance.now() - t0));
  void db;
  const queries: Record<string, string>[] = [
    {},
    { start: "2023-01-01" },
    { start: "2023-01-01" },
    { start: "2024-07-01" },
    { view: "cutoff" },
    { view: "longitudinal" },
  ];
  for (const q of queries) {
    const t = performance.now();
    const r = await getLeaderboard(null, "bench-leaderboard", q);
    console.log(JSON.stringify(q), "n", r.n, "rows", r.rows.length, "ms", Math.round(performance.now() - t));
  }
}
main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
