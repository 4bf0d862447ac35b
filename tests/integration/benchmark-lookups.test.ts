// A request looks its benchmark up once (findVisibleBenchmark), and that one statement also
// answers whether the viewer maintains it; the services pass that benchmark down (disclosure
// policy, visible splits, contamination context, access, downloads) instead of asking again
// (docs/STYLE.md, "The actor-first signature"). Counted through a counting Prisma client.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { getBenchmarkContamination } from "@/lib/server/contamination/get-benchmark-contamination";
import { getControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { getReleaseFileForDownload } from "@/lib/server/downloads/get-release-file-for-download";
import { leaderboardCaches } from "@/lib/server/leaderboards/board-data";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { getSubmitPage } from "@/lib/server/submissions/get-submit-page";
import type { Actor } from "@/lib/vocabulary";
import { seedLeaderboard, type SeededBoard } from "@/scripts/bench/leaderboard-seed";
import { newReleaseFile, newUser } from "../support/access-fixtures";
import { countedQueries } from "../support/count-queries";

vi.mock("@/lib/db", async (importOriginal) => {
  const { withCountedDb } = await import("../support/count-queries");
  return withCountedDb(await importOriginal<typeof import("@/lib/db")>());
});

const slug = `lookups-${Date.now()}`;
const DEV = "2024Q4";
let seeded: SeededBoard;
let viewers: [string, Actor | null][];
let fileId: string;

const names = (queries: { model: string; operation: string }[]) =>
  queries.map((q) => `${q.model}.${q.operation}`).sort();

/** What `run` asked: Benchmark rows found, the board's data version read, maintainer checks. */
async function count(run: () => Promise<unknown>) {
  for (const cache of Object.values(leaderboardCaches)) cache.clear();
  countedQueries.clear();
  await run();
  const benchmark = countedQueries.benchmarkLookups();
  return {
    lookups: names(benchmark.filter((q) => q.model === "benchmark")),
    // getBoardVersion: one raw statement keyed by slug that also reads the row's update time,
    // so that a cached answer costs that statement alone.
    versions: benchmark.filter((q) => q.model === "$raw").length,
    maintainerChecks: names(countedQueries.maintainerChecks()),
  };
}

describe(`benchmark lookups on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    seeded = await seedLeaderboard({
      slug,
      quarters: [DEV, "2025Q1"],
      devQuarters: [DEV],
      claimsPerSplit: 40,
      models: [
        { name: "a", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.5 },
        { name: "b", cutoff: "2024-06-30", preNoise: 0.3, postNoise: 0.4 },
      ],
    });
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const maintainer = await newUser("maintainer");
    await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: maintainer.id } });
    viewers = [
      ["visitor", null],
      ["researcher", await newUser("researcher")],
      ["maintainer", maintainer],
    ];
    // Both models clean on every claim, so the controlled set is every claim of the dev split.
    const claims = await db.claim.findMany({ where: { benchmarkId: benchmark.id }, select: { id: true } });
    await db.contaminationScore.createMany({
      data: Object.values(seeded.modelIds).flatMap((modelId) =>
        claims.map((c) => ({ modelId, claimId: c.id, metric: "meteor", score: 0 })),
      ),
    });
    fileId = (await newReleaseFile(benchmark.id)).id;
  }, 120_000);

  it("a board request finds the benchmark and asks the viewer's standing once", async () => {
    for (const [who, viewer] of viewers)
      for (const raw of [{}, { splits: DEV, controlled: "1" }] as Record<string, string>[]) {
        const asked = await count(() => getLeaderboard(viewer, slug, raw));
        expect(asked, `${who} ${JSON.stringify(raw)}`).toEqual({
          lookups: ["benchmark.findFirst"],
          versions: 1,
          maintainerChecks: ["benchmark.findFirst"],
        });
      }
  });

  it("the benchmark page, contamination pages and downloads by name find the benchmark once", async () => {
    const services: [string, (viewer: Actor | null) => Promise<unknown>][] = [
      ["benchmark page", (viewer) => getBenchmark(viewer, slug)],
      ["model contamination", (viewer) => getModelContamination(viewer, slug, seeded.modelIds.a!)],
      ["contamination overview", (viewer) => getBenchmarkContamination(viewer, slug)],
      ["controlled ranking", (viewer) => getControlledRanking(viewer, slug, { split: DEV })],
      ["download", (viewer) => getReleaseFileForDownload(viewer, { slug, name: "claims.jsonl" })],
    ];
    for (const [who, viewer] of viewers)
      for (const [service, run] of services)
        expect(await count(() => run(viewer)), `${service} for the ${who}`).toEqual({
          lookups: ["benchmark.findFirst"],
          versions: 0,
          maintainerChecks: ["benchmark.findFirst"],
        });
  });

  it("a download by file id reads no Benchmark row besides the file's own", async () => {
    for (const [who, viewer] of viewers)
      expect(await count(() => getReleaseFileForDownload(viewer, { fileId })), who).toEqual({
        lookups: [],
        versions: 0,
        // Only a maintainer's role needs the maintainers table (admins maintain all, others none).
        maintainerChecks: viewer?.role === "maintainer" ? ["benchmarkMaintainer.findUnique"] : [],
      });
  });

  it("the submit page finds each benchmark it lists once", async () => {
    for (const [who, viewer] of viewers) {
      if (!viewer) continue;
      const listed = (await listBenchmarks(viewer)).length;
      const asked = await count(() => getSubmitPage(viewer));
      expect(asked.lookups, who).toEqual([
        ...Array<string>(listed).fill("benchmark.findFirst"),
        "benchmark.findMany",
      ]);
      // The list's own visibility rule names the maintainers table for a maintainer's role.
      expect(asked.maintainerChecks, who).toEqual([
        ...Array<string>(listed).fill("benchmark.findFirst"),
        ...(viewer.role === "maintainer" ? ["benchmark.findMany"] : []),
      ]);
    }
  });
});
