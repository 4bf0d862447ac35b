// Seeds a leaderboard into DATABASE_URL and prints {slug, modelIds}. Layouts:
// - (none) a small quarterly board with properties (e2e/leaderboard.spec.ts and others);
// - "month": the same split by month (e2e/monthly-board.spec.ts);
// - "pages": five models, three sharing a cutoff quarter (where cutoff labels used to pile up)
//   and three costing about the same (where the cost chart's names used to), with METEOR
//   contamination scores so the contamination pages have their tables, for
//   e2e/pages-layout.spec.ts;
// - "difficulty": 24 models on public dev quarters, 20 with cutoffs before every claim and four
//   with cutoffs inside them, for e2e/difficulty.spec.ts (claim difficulty needs a field).
//   tsx --conditions=react-server scripts/bench/leaderboard-seed-cli.ts <slug> [month|pages]
import { assertLocalDatabase } from "../../tests/support/databases";
import type { SeedModel, SeedOptions } from "./leaderboard-seed";

const QUARTERS = ["2024Q3", "2024Q4", "2025Q1", "2025Q2"];
const VETERAN: SeedModel = {
  name: "Veteran",
  cutoff: "2024-05-31",
  preNoise: 0.2,
  postNoise: 0.45,
  costPerRun: 2,
};
const RECENT: SeedModel = {
  name: "Recent",
  cutoff: "2024-11-30",
  preNoise: 0.1,
  postNoise: 0.5,
  costPerRun: 5,
};

const FIELD: SeedModel[] = Array.from({ length: 24 }, (_, i) => ({
  name: i < 20 ? `Field model ${i + 1}` : `Recent model ${i - 19}`,
  cutoff: i < 20 ? "2024-03-31" : `2024-${i % 2 === 0 ? "11" : "12"}-30`,
  preNoise: 0.1 + 0.01 * i,
  postNoise: i < 20 ? 0.1 + 0.01 * i : 0.4,
  costPerRun: 1 + i,
}));

const LAYOUTS: Record<string, Omit<SeedOptions, "slug">> = {
  difficulty: { quarters: QUARTERS, claimsPerSplit: 60, devQuarters: QUARTERS, models: FIELD },
  quarter: { quarters: QUARTERS, claimsPerSplit: 60, properties: true, models: [VETERAN, RECENT] },
  month: {
    period: "month",
    quarters: ["2024-09", "2024-10", "2024-11", "2024-12", "2025-01", "2025-02"],
    claimsPerSplit: 40,
    properties: true,
    models: [VETERAN, RECENT],
  },
  pages: {
    quarters: QUARTERS,
    claimsPerSplit: 60,
    models: [
      VETERAN,
      RECENT,
      {
        name: "Recent twin with a much longer model name",
        cutoff: "2024-11-15",
        preNoise: 0.15,
        postNoise: 0.4,
        costPerRun: 3,
      },
      { name: "Recent cousin", cutoff: "2024-10-20", preNoise: 0.12, postNoise: 0.35, costPerRun: 3 },
      { name: "Newest", cutoff: "2025-03-31", preNoise: 0.1, postNoise: 0.3, costPerRun: 3.2 },
    ],
  },
};

/**
 * METEOR contamination scores for every model and claim: the k-th model is flagged
 * (τ = 0.25) on the claims i with i mod 10 < k, so the controlled set keeps 60% of them.
 */
async function seedMeteorScores(slug: string, modelIds: string[]): Promise<void> {
  const { db } = await import("../../lib/db");
  const claims = await db.claim.findMany({
    where: { benchmark: { slug } },
    orderBy: { externalId: "asc" },
    select: { id: true },
  });
  for (const [k, modelId] of modelIds.entries())
    await db.contaminationScore.createMany({
      data: claims.map((c, i) => ({
        modelId,
        claimId: c.id,
        metric: "meteor",
        score: i % 10 < k ? 0.4 : 0.1,
      })),
    });
}

async function main(): Promise<void> {
  const slug = process.argv[2];
  const layout = LAYOUTS[process.argv[3] ?? "quarter"];
  if (!slug || !layout || !process.env.DATABASE_URL)
    throw new Error("usage: DATABASE_URL=… leaderboard-seed-cli.ts <slug> [month|pages]");
  assertLocalDatabase(process.env.DATABASE_URL);
  const { seedLeaderboard } = await import("./leaderboard-seed");
  const seeded = await seedLeaderboard({ slug, ...layout });
  if (process.argv[3] === "pages") await seedMeteorScores(slug, Object.values(seeded.modelIds));
  process.stdout.write(JSON.stringify({ slug, modelIds: seeded.modelIds }) + "\n");
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
