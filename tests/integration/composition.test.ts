// The composition rule (docs/SECURITY.md): for everyone but a benchmark's maintainers, every
// number that depends on a hidden split's gold is computed from what the Ladder disclosed for
// that split, never from exact hidden rows. Checked by behaviour: deleting the exact per-claim
// results of the hidden splits changes nothing a visitor reads, while the maintainers' exact
// board can no longer be computed.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { roundToStep, disclosureStep } from "@/lib/disclosure/disclosure-step";
import {
  COMPOSITION_RULE_ACTION,
  recordCompositionRule,
} from "@/lib/server/disclosure/record-composition-rule";
import { compareModels } from "@/lib/server/leaderboards/compare-models";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { leaderboardCaches } from "@/lib/server/leaderboards/board-data";
import { seedLeaderboard, type SeededBoard } from "@/scripts/bench/leaderboard-seed";

const slug = `compose-${Date.now()}`;
const ADMIN = { id: "admin-viewer", role: "admin" };
const models = [
  { name: "early", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.5, costPerRun: 3 },
  { name: "late", cutoff: "2025-02-15", preNoise: 0.1, postNoise: 0.6, costPerRun: 2 },
  { name: "steady", cutoff: "2024-01-01", preNoise: 0.4, postNoise: 0.4 },
];
let seeded: SeededBoard;

function forgetEverything() {
  for (const cache of Object.values(leaderboardCaches)) cache.clear();
  return db.boardSnapshot.deleteMany({});
}

/** Every number a visitor reads on the boards and the compare page of the benchmark. */
async function visitorReadings() {
  const queries: Record<string, string>[] = [
    {},
    { view: "cutoff", models: Object.values(seeded.modelIds).join(",") },
    { view: "longitudinal", models: Object.values(seeded.modelIds).join(",") },
    { view: "cost" },
    { splits: "2025Q1" },
    { splits: "2024Q4,2025Q1" },
    { start: "2025-01-01" },
  ];
  const boards = await Promise.all(queries.map((raw) => getLeaderboard(null, slug, raw)));
  const compare = await compareModels(null, {
    benchmark: slug,
    a: seeded.modelIds.late!,
    b: seeded.modelIds.early!,
  });
  return JSON.stringify({ boards, compare });
}

async function disclosedMse(model: string, split: string): Promise<{ value: number; n: number }> {
  const score = await db.score.findFirstOrThrow({
    where: { submission: { modelId: seeded.modelIds[model]!, split: { name: split } } },
    select: { resultJson: true, disclosure: { select: { resultJson: true } } },
  });
  const json = score.disclosure ? score.disclosure.resultJson : score.resultJson;
  const result = JSON.parse(json) as { n: number; metrics: { mse: number } };
  return { value: result.metrics.mse, n: result.n };
}

describe(`composition rule on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    seeded = await seedLeaderboard({
      slug,
      quarters: ["2024Q4", "2025Q1", "2025Q2"],
      devQuarters: ["2024Q4"],
      claimsPerSplit: 90,
      models,
    });
  }, 120_000);

  it("pools a public dev split and hidden splits as the claim-weighted mean of their split results", async () => {
    const board = await getLeaderboard(null, slug, {});
    expect(board.release.exact).toBe(false);
    expect(board.notes.join(" ")).toContain("claim-weighted mean");
    for (const name of Object.keys(seeded.modelIds)) {
      const parts = await Promise.all(["2024Q4", "2025Q1", "2025Q2"].map((s) => disclosedMse(name, s)));
      const n = parts.reduce((a, p) => a + p.n, 0);
      const expected = parts.reduce((a, p) => a + (p.n / n) * p.value, 0);
      const row = board.rows.find((r) => r.model === name)!;
      expect(row.n).toBe(270);
      expect(row.metrics.mse!.value).toBe(roundToStep(expected, disclosureStep("mse", n)));
    }
  });

  it("shows a single hidden split's disclosed values as disclosed", async () => {
    const board = await getLeaderboard(null, slug, { splits: "2025Q2" });
    for (const name of Object.keys(seeded.modelIds)) {
      const released = await disclosedMse(name, "2025Q2");
      expect(board.rows.find((r) => r.model === name)!.metrics.mse!.value).toBe(released.value);
    }
  });

  it("refuses the contamination-controlled ranking on hidden splits to visitors", async () => {
    await expect(getLeaderboard(null, slug, { controlled: "1" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("not shown on hidden test splits"),
    });
  });

  it("reads no exact hidden row for a visitor: deleting them changes nothing a visitor sees", async () => {
    const before = await visitorReadings();
    await db.claimResult.deleteMany({
      where: { submission: { benchmark: { slug }, split: { kind: "test" } } },
    });
    await forgetEverything();
    expect(await visitorReadings()).toBe(before);
    // Control: the maintainers' exact board did read them, and now has nothing to score on.
    const exact = await getLeaderboard(ADMIN, slug, { splits: "2025Q2" }).catch((err: unknown) => err);
    const exactRows = exact instanceof Error ? [] : (exact as { rows: { model: string; n: number }[] }).rows;
    expect(exactRows.filter((r) => r.model in seeded.modelIds && r.n > 0)).toEqual([]);
  });

  it("notes once per benchmark in the audit log that its public hidden-split numbers changed policy", async () => {
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const events = () =>
      db.auditEvent.findMany({ where: { action: COMPOSITION_RULE_ACTION, targetId: benchmark.id } });
    await recordCompositionRule(new Date("2026-12-01T00:00:00Z"));
    await recordCompositionRule();
    const noted = await events();
    expect(noted).toHaveLength(1);
    expect(JSON.parse(noted[0]!.detailJson)).toMatchObject({ slug, since: "2026-12-01T00:00:00.000Z" });
  });
});
