// The leaderboard on a real database: recomputed from stored per-claim results, windows and
// contamination, cache invalidation by new scores, and clear errors for bad filters.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { compareModels } from "@/lib/server/leaderboards/compare-models";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { leaderboardDtoSchema } from "@/lib/schemas/dto/leaderboard";
import { getModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { seedLeaderboard, type SeededBoard } from "@/scripts/bench/leaderboard-seed";

const slug = `lb-${Date.now()}`;
const models = [
  { name: "early", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.5, costPerRun: 3 },
  { name: "late", cutoff: "2025-02-15", preNoise: 0.1, postNoise: 0.6 },
  { name: "steady", cutoff: "2024-01-01", preNoise: 0.4, postNoise: 0.4, costPerRun: 1 },
];
let seeded: SeededBoard;
/** Admins maintain every benchmark, so they see exact values on hidden splits. */
const ADMIN = { id: "admin-viewer", role: "admin" };

describe(`leaderboard on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    seeded = await seedLeaderboard({
      slug,
      quarters: ["2024Q4", "2025Q1", "2025Q2"],
      claimsPerSplit: 120,
      models,
    });
  }, 120_000);

  it("ranks every model on all scored splits with baselines, intervals and rank intervals", async () => {
    const board = await getLeaderboard(null, slug, {});
    // What the API answers passes through this DTO: a key or type it does not name is a 500 there.
    const dto = leaderboardDtoSchema.safeParse(board);
    expect(dto.success, dto.error?.message).toBe(true);
    expect(board.n).toBe(360);
    expect(board.query).toMatchObject({ splits: ["2024Q4", "2025Q1", "2025Q2"], metric: "mse" });
    expect(board.rows.map((r) => r.model).filter((m) => !m.startsWith("Baseline"))).toHaveLength(3);
    expect(board.rows.filter((r) => r.badges.includes("baseline")).map((r) => r.model)).toEqual(
      expect.arrayContaining(["Baseline: always 0", "Baseline: uniform random"]),
    );
    const ranked = board.rows.filter((r) => r.status === "ranked");
    // Hidden splits in the selection: ranks are the competition ranks of the values shown.
    const shown = ranked.map((r) => r.metrics.mse!.value);
    expect(ranked.map((r) => r.rank)).toEqual(shown.map((v) => 1 + shown.filter((o) => o < v).length));
    for (const r of ranked) {
      const mse = r.metrics.mse!;
      expect(mse.low).toBeLessThanOrEqual(mse.value);
      expect(mse.high).toBeGreaterThanOrEqual(mse.value);
      expect(r.rankLow).toBeLessThanOrEqual(r.rank!);
      expect(r.n).toBe(360);
    }
    expect(ranked[0]!.isTopTier).toBe(true);
  });

  it("recomputes a time window and marks models whose cutoff is on or after its start contaminated", async () => {
    const board = await getLeaderboard(null, slug, { start: "2025-01-01" });
    expect(board.n).toBe(240);
    const status = Object.fromEntries(board.rows.map((r) => [r.model, [r.status, r.rank]]));
    expect(status.late).toEqual(["contaminated", null]);
    expect(status.early![0]).toBe("ranked");
    const buffered = await getLeaderboard(null, slug, { start: "2025-01-01", buffer: "200" });
    expect(buffered.rows.find((r) => r.model === "early")).toMatchObject({
      status: "contaminated",
      rank: null,
    });
  });

  it("allows only whole-quarter windows on hidden test splits and never names a label in a row", async () => {
    const message = expect.stringContaining("first and end on the last day of a quarter");
    // One-day windows and windows a day apart would isolate single hidden labels.
    await expect(
      getLeaderboard(null, slug, { start: "2025-02-03", end: "2025-02-03" }),
    ).rejects.toMatchObject({
      status: 400,
      message,
      fields: { start: expect.any(String), end: expect.any(String) },
    });
    await expect(getLeaderboard(null, slug, { start: "2025-06-01" })).rejects.toMatchObject({
      status: 400,
      message,
      fields: { start: expect.any(String) },
    });
    await expect(
      getLeaderboard(null, slug, { start: "2025-01-01", end: "2025-03-30" }),
    ).rejects.toMatchObject({ status: 400, fields: { end: expect.any(String) } });
    await expect(getLeaderboard(null, slug, { splits: "2025Q1", end: "2025-02-14" })).rejects.toMatchObject({
      status: 400,
      fields: { end: expect.any(String) },
    });
    const aligned = await getLeaderboard(null, slug, { start: "2025-01-01", end: "2025-03-31" });
    expect(aligned.n).toBe(120);
    expect(aligned.rows.find((r) => r.model === "late")).toMatchObject({
      status: "contaminated",
      rank: null,
    });
    for (const board of [aligned, await getLeaderboard(null, slug, {})]) {
      expect(
        board.rows
          .filter((r) => r.badges.includes("baseline"))
          .map((r) => r.model)
          .sort(),
      ).toEqual(["Baseline: always 0", "Baseline: uniform random"]);
      expect(board.rows.every((r) => !/\(|\d/.test(r.model.replace("always 0", "")))).toBe(true);
    }
  });

  it("keeps exact dates on public dev splits and serves each viewer only the splits it may see", async () => {
    const other = `${slug}-dev`;
    const seededDev = await seedLeaderboard({
      slug: other,
      quarters: ["2025Q1", "2025Q2", "2025Q3"],
      claimsPerSplit: 40,
      devQuarters: ["2025Q1"],
      embargo: { split: "2025Q3", until: "2099-12-31" },
      models: [{ name: "dev-model", cutoff: "2025-02-10", preNoise: 0.1, postNoise: 0.5 }],
    });
    // Public dev: any window, exact pre/post dates.
    const small = await getLeaderboard(null, other, { splits: "2025Q1", start: "2025-02-11" });
    expect(small.isSmallWindow).toBe(true);
    expect(small.rows.find((r) => r.model === "dev-model")?.status).toBe("ranked");
    const devCurve = await getLeaderboard(null, other, { splits: "2025Q1", view: "cutoff" });
    expect(devCurve.curves?.[0]?.prePost).toMatchObject({ rule: "date", excluded: 0 });
    expect(devCurve.notes.join(" ")).not.toContain("whole quarters");
    // Dev plus test: hidden, so whole quarters only, and the pre/post table says so.
    await expect(
      getLeaderboard(null, other, { splits: "2025Q1,2025Q2", start: "2025-02-11" }),
    ).rejects.toMatchObject({ status: 400 });
    const mixed = await getLeaderboard(null, other, { splits: "2025Q1,2025Q2", view: "cutoff" });
    expect(mixed.curves?.[0]?.prePost).toMatchObject({
      rule: "quarter",
      excluded: 40,
      pre: { n: 0 },
      post: { n: 40 },
    });
    expect(mixed.notes.join(" ")).toContain("whole quarters");
    // An embargoed split is hidden even to its maintainers' windows, and absent for the public:
    // a result built for an admin first must not be served to a public viewer.
    const admin = { id: Object.values(seededDev.ownerIds)[0]!, role: "admin" };
    await expect(
      getLeaderboard(admin, other, { splits: "2025Q3", start: "2025-08-01" }),
    ).rejects.toMatchObject({ status: 400 });
    const forAdmin = await getLeaderboard(admin, other, { splits: "2025Q1" });
    expect(forAdmin.benchmark.splits).toEqual(["2025Q1", "2025Q2", "2025Q3"]);
    const forPublic = await getLeaderboard(null, other, { splits: "2025Q1" });
    expect(forPublic.benchmark.splits).toEqual(["2025Q1", "2025Q2"]);
    expect(forPublic.rows).toEqual(forAdmin.rows);
  }, 120_000);

  it("serves cutoff-aligned, longitudinal and cost views", async () => {
    const cutoff = await getLeaderboard(ADMIN, slug, { view: "cutoff", models: seeded.modelIds.late! });
    const curve = cutoff.curves?.[0];
    expect(curve?.model).toBe("late");
    expect(curve?.points.map((p) => p.label)).toEqual(["-1", "0", "+1"]);
    expect(curve?.prePost?.difference).toBeGreaterThan(0);
    const longitudinal = await getLeaderboard(null, slug, { view: "longitudinal" });
    expect(longitudinal.curves?.[0]?.points.map((p) => p.label)).toEqual(["2024Q4", "2025Q1", "2025Q2"]);
    const cost = await getLeaderboard(null, slug, { view: "cost" });
    expect(cost.cost?.map((c) => c.model).sort()).toEqual(["early", "steady"]);
  });

  it("shows a new score on the next request and hides private submissions", async () => {
    const before = await getLeaderboard(null, slug, {});
    const sub = await db.submission.findFirstOrThrow({
      where: { modelId: seeded.modelIds.steady!, split: { name: "2025Q2" } },
      select: { id: true },
    });
    await db.submission.update({ where: { id: sub.id }, data: { isPublic: false } });
    const hidden = await getLeaderboard(null, slug, {});
    expect(hidden.rows.find((r) => r.model === "steady")?.status).toBe("incomplete");
    await db.submission.update({ where: { id: sub.id }, data: { isPublic: true } });
    expect(await getLeaderboard(null, slug, {})).toEqual(before);
  });

  it("answers bad filters with 400 or 404 and a message", async () => {
    await expect(getLeaderboard(null, "no-such-benchmark", {})).rejects.toMatchObject({ status: 404 });
    await expect(getLeaderboard(null, slug, { splits: "2030Q1" })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining("2030Q1"),
    });
    await expect(getLeaderboard(null, slug, { start: "2025-02-31" })).rejects.toMatchObject({
      status: 400,
      fields: { start: expect.any(String) },
    });
    await expect(getLeaderboard(null, slug, { start: "2030-01-01" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("No claims"),
    });
    await expect(getLeaderboard(null, slug, { slice: "-3" })).rejects.toMatchObject({ status: 400 });
    await expect(getLeaderboard(null, slug, { metric: "macro_f1" })).rejects.toMatchObject({ status: 400 });
  });

  it("compares two models split by split with paired bootstrap and Holm-adjusted p-values", async () => {
    const result = await compareModels(ADMIN, {
      benchmark: slug,
      a: seeded.modelIds.late!,
      b: seeded.modelIds.steady!,
    });
    expect(result?.splits.map((s) => s.split)).toEqual(["2024Q4", "2025Q1", "2025Q2"]);
    for (const s of result?.splits ?? []) {
      expect(s.difference).toBeCloseTo(s.valueA - s.valueB, 12);
      expect(s.low).toBeLessThanOrEqual(s.difference);
      expect(s.holmP).toBeGreaterThanOrEqual(s.pValue);
      expect(s.n).toBe(120);
    }
    // "late" is far better before its cutoff (2025-02-15), far worse after it.
    expect(result?.splits[0]!.difference).toBeLessThan(0);
    expect(result?.splits[2]!.difference).toBeGreaterThan(0);
    await expect(compareModels(null, { benchmark: slug, a: "nobody" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shows a model's public submissions and hides models without any", async () => {
    const profile = await getModelProfile(null, seeded.modelIds.early!);
    expect(profile.submissions.map((s) => s.split).sort()).toEqual(["2024Q4", "2025Q1", "2025Q2"]);
    await expect(getModelProfile(null, "no-such-model")).rejects.toMatchObject({ status: 404 });
  });
});

describe(`hidden-split release on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const onStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-9;

  it("shows visitors every hidden-split number rounded to its step, and maintainers the exact ones", async () => {
    const [pub, exact] = await Promise.all([getLeaderboard(null, slug, {}), getLeaderboard(ADMIN, slug, {})]);
    expect(pub.release).toEqual({ exact: false, step: 0.1, stepOverride: null }); // MSE over 360 claims: 2 / √360 = 0.105 → 0.1
    expect(exact.release).toEqual({ exact: true, step: null, stepOverride: null });
    expect(pub.notes.join(" ")).toContain("disclosed by the Ladder");
    // Composed from the disclosed per-split values (each within half its split's step of the
    // exact one: 0.1 for MSE over 120 claims), then rounded to the board's step.
    const splitStep: Record<string, number> = { mse: 0.1, mae: 0.05 };
    const exactOf = new Map(exact.rows.map((r) => [r.model, r]));
    for (const row of pub.rows) {
      const x = exactOf.get(row.model)!;
      for (const [metric, e] of Object.entries(row.metrics)) {
        const step = metric === "mse" ? 0.1 : metric === "mae" ? 0.05 : 0.02;
        expect(onStep(e.value, step)).toBe(true);
        expect(onStep(e.low, step) && onStep(e.high, step)).toBe(true);
        const tolerance = step / 2 + (splitStep[metric] ?? 0.05) / 2 + 1e-12;
        expect(Math.abs(e.value - x.metrics[metric]!.value)).toBeLessThanOrEqual(tolerance);
      }
    }
    // Ranks and rank intervals come from the shown values and intervals only.
    const ranked = pub.rows.filter((r) => r.status === "ranked");
    for (const r of ranked) {
      const m = r.metrics.mse!;
      expect(r.rank).toBe(1 + ranked.filter((o) => o.metrics.mse!.value < m.value).length);
      expect(r.rankLow).toBe(1 + ranked.filter((o) => o.metrics.mse!.high < m.low).length);
      expect(r.rankHigh).toBe(ranked.length - ranked.filter((o) => o.metrics.mse!.low > m.high).length);
    }
    const curve = await getLeaderboard(null, slug, { view: "cutoff", models: seeded.modelIds.late! });
    const points = curve.curves?.[0]?.points ?? [];
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(onStep(p.value, p.n >= 100 ? 0.1 : 0.2)).toBe(true); // 2 / √n: 0.18 at 120 → 0.1
  });

  it("compares on disclosed values and withholds what rounding cannot protect", async () => {
    const result = await compareModels(null, {
      benchmark: slug,
      a: seeded.modelIds.late!,
      b: seeded.modelIds.steady!,
    });
    for (const s of result?.splits ?? []) {
      expect(onStep(s.valueA, 0.1)).toBe(true);
      expect(onStep(s.difference, 0.2)).toBe(true);
      // Built from the two disclosed results: unpaired, so no p-value on hidden splits.
      expect(s.pValue).toBeNaN();
      expect(s.low).toBeLessThanOrEqual(s.difference);
    }
    // The pooled row composes the per-split differences by claim weight.
    const rows = result?.splits ?? [];
    const weighted =
      rows.reduce((acc, s) => acc + s.n * (s.valueA - s.valueB), 0) / rows.reduce((acc, s) => acc + s.n, 0);
    expect(Math.abs(result!.pooled!.difference - weighted)).toBeLessThanOrEqual(0.2 / 2 + 0.1 + 1e-9);
    expect(result?.pooled?.pValue).toBeNaN();
    const profile = await getModelProfile(null, seeded.modelIds.early!);
    for (const s of profile.submissions) expect(onStep(s.metrics.mse!, 0.1)).toBe(true);
  });
});
