// Seeds a small leaderboard into DATABASE_URL and prints {slug, modelIds} (used by e2e/leaderboard.spec.ts);
// with "month" a benchmark split by month (e2e/monthly-board.spec.ts).
//   tsx --conditions=react-server scripts/bench/leaderboard-seed-cli.ts <slug> [month]
import { assertLocalDatabase } from "../../tests/support/databases";

async function main(): Promise<void> {
  const slug = process.argv[2];
  if (!slug || !process.env.DATABASE_URL)
    throw new Error("usage: DATABASE_URL=… leaderboard-seed-cli.ts <slug>");
  assertLocalDatabase(process.env.DATABASE_URL);
  const { seedLeaderboard } = await import("./leaderboard-seed");
  const isMonthly = process.argv[3] === "month";
  const seeded = await seedLeaderboard({
    slug,
    ...(isMonthly
      ? {
          period: "month" as const,
          quarters: ["2024-09", "2024-10", "2024-11", "2024-12", "2025-01", "2025-02"],
        }
      : { quarters: ["2024Q3", "2024Q4", "2025Q1", "2025Q2"] }),
    claimsPerSplit: isMonthly ? 40 : 60,
    properties: true,
    models: [
      { name: "Veteran", cutoff: "2024-05-31", preNoise: 0.2, postNoise: 0.45, costPerRun: 2 },
      { name: "Recent", cutoff: "2024-11-30", preNoise: 0.1, postNoise: 0.5, costPerRun: 5 },
    ],
  });
  process.stdout.write(JSON.stringify({ slug, modelIds: seeded.modelIds }) + "\n");
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
