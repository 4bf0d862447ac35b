// In-process timing of board computations (no HTTP), for tuning:
//   DATABASE_URL=file:./data/test/bench-leaderboard.db tsx --conditions=react-server scripts/bench/leaderboard-profile.ts [--seed]
// On the bench:scale database (PostgreSQL), with its own queries:
//   DATABASE_URL=postgresql://… PROFILE_SLUG=bench-scale PROFILE_QUERIES='[{"splits":"2025Q2"},{}]' tsx …
// Add `node --cpu-prof` (through NODE_OPTIONS) for a CPU profile of the same run.
// PROFILE_OUT=<folder> writes each board as JSON (<i>.json) there, to compare two versions of the code.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { processTreeMemory } from "./process-memory";

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "file:./data/test/bench-leaderboard-profile.db";
  const slug = process.env.PROFILE_SLUG ?? "bench-leaderboard";
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
    await seedLeaderboard({ slug, quarters, claimsPerSplit: 1000, models });
    console.log("seed s", Math.round((performance.now() - t) / 1000));
  }
  const { getLeaderboard } = await import("@/lib/server/leaderboards/get-leaderboard");
  const queries: Record<string, string>[] = process.env.PROFILE_QUERIES
    ? (JSON.parse(process.env.PROFILE_QUERIES) as Record<string, string>[])
    : [{}, { start: "2023-01-01" }, { start: "2023-01-01" }, { start: "2024-07-01" }, { view: "cutoff" }];
  const out = process.env.PROFILE_OUT;
  if (out) mkdirSync(out, { recursive: true });
  for (const [i, q] of queries.entries()) {
    const t = performance.now();
    const r = await getLeaderboard(null, slug, q);
    if (out) writeFileSync(path.join(out, `${i}.json`), JSON.stringify(r));
    console.log(
      JSON.stringify({
        query: q,
        n: r.n,
        rows: r.rows.length,
        ms: Math.round(performance.now() - t),
        memory: processTreeMemory(process.pid),
      }),
    );
  }
}
main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
