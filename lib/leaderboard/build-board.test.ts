import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";
import { buildBoard } from "./build-board";

// 200 claims: the first 100 dated 2025-01-10, the rest 2025-05-10.
const golds = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 1 : -1));
const benchmark = integrityBenchmark(golds);
benchmark.claims.forEach((c, i) => (c.claimDate = i < 100 ? "2025-01-10" : "2025-05-10"));
const model = (id: string, wrongEvery: number, cutoff: string | null, upTo = 200) => ({
  id,
  cutoff,
  records: buildInstanceRecords(
    benchmark,
    golds.slice(0, upTo).map((g, i) => row({ claimId: `c${i}`, score: i % wrongEvery === 0 ? -g : g })),
    { file: id, missingAsWrong: true },
  ).filter((r) => Number(r.claimId.slice(1)) < upTo),
});
const options = {
  window: {},
  bufferDays: 0,
  cut: { mode: "classification" as const },
  metric: "mse",
  lowerIsBetter: true,
  b: 200,
  seed: 0,
};

describe("buildBoard", () => {
  const models = [model("old", 10, "2024-06-30"), model("new", 4, "2025-03-01"), model("half", 2, null, 100)];

  it("ranks every covering model without a window and adds the baselines", () => {
    const board = buildBoard(benchmark, models, options);
    expect(board.n).toBe(200);
    expect(board.rows.map((r) => [r.id, r.status, r.rank])).toEqual([
      ["old", "ranked", 1],
      ["new", "ranked", 2],
      ["baseline:zero", "baseline", null],
      ["baseline:random", "baseline", null],
      ["half", "incomplete", null],
    ]);
    expect(board.rows[0]!.values.mse).toBeCloseTo(0.4, 12);
    expect(board.rows[0]!.isTopTier).toBe(true);
  });

  it("marks models with a cutoff on or after the window start contaminated and unranked", () => {
    const board = buildBoard(benchmark, models, { ...options, window: { start: "2025-02-01" } });
    expect(board.n).toBe(100);
    const byId = Object.fromEntries(board.rows.map((r) => [r.id, r]));
    expect(byId.new).toMatchObject({ status: "contaminated", rank: null });
    expect(byId.old).toMatchObject({ status: "ranked", rank: 1, n: 100 });
    expect(byId.half).toBeUndefined();
    const buffered = buildBoard(benchmark, models, {
      ...options,
      window: { start: "2025-02-01" },
      bufferDays: 300,
    });
    expect(buffered.rows.find((r) => r.id === "old")).toMatchObject({ status: "contaminated", rank: null });
  });

  it("returns no rows for an empty window", () => {
    expect(buildBoard(benchmark, models, { ...options, window: { start: "2026-01-01" } })).toEqual({
      n: 0,
      rows: [],
    });
  });

  it("says how many predictions each row was missing, within the window", () => {
    // "gappy" left out every tenth claim and accepted them as wrong (worst possible error).
    const gappy = {
      id: "gappy",
      cutoff: null,
      records: buildInstanceRecords(
        benchmark,
        golds.flatMap((g, i) => (i % 10 === 3 ? [] : [row({ claimId: `c${i}`, score: g })])),
        { file: "gappy", missingAsWrong: true },
      ),
    };
    const board = buildBoard(benchmark, [...models, gappy], options);
    const byId = Object.fromEntries(board.rows.map((r) => [r.id, r]));
    expect(byId.gappy).toMatchObject({ status: "ranked", missing: 20 });
    expect(byId.gappy!.values.mse).toBeCloseTo((20 * 4) / 200, 12); // each missing claim: (1 + |±1|)² = 4
    expect(byId.old!.missing).toBe(0);
    expect(byId["baseline:zero"]!.missing).toBe(0);
    expect(
      buildBoard(benchmark, [gappy], { ...options, window: { start: "2025-02-01" } }).rows.find(
        (r) => r.id === "gappy",
      )!.missing,
    ).toBe(10);
  });

  it("ranks on the chosen metric", () => {
    const board = buildBoard(benchmark, models, { ...options, metric: "acc3", lowerIsBetter: false });
    expect(board.rows[0]).toMatchObject({ id: "old", rank: 1 });
  });
});
