import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "./build-records";
import { comparePaired } from "./compare-entries";
import { holmAdjust } from "./holm";
import { rankEntries, rankValues } from "./rank-intervals";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";

const golds = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? 1 : -1));
const benchmark = integrityBenchmark(golds);
const entry = (id: string, noise: number) => ({
  id,
  records: buildInstanceRecords(
    benchmark,
    golds.map((g, i) => row({ claimId: `c${i}`, score: i % 10 < noise ? -g : g })),
    { file: id },
  ),
});

describe("paired comparison", () => {
  it("finds no difference between identical submissions", () => {
    const a = entry("a", 3);
    const result = comparePaired(benchmark, a, { ...a, id: "b" }, "mse", { b: 200, seed: 1 });
    expect(result).toMatchObject({ n: 300, difference: 0, interval: [0, 0], pValue: 1 });
  });

  it("detects a clearly better submission, deterministically", () => {
    const good = entry("good", 1);
    const bad = entry("bad", 5);
    const result = comparePaired(benchmark, good, bad, "mse", { b: 500, seed: 3 });
    expect(result.difference).toBeCloseTo(4 * 0.1 - 4 * 0.5, 12);
    expect(result.interval[1]).toBeLessThan(0);
    expect(result.pValue).toBe(0);
    expect(comparePaired(benchmark, good, bad, "mse", { b: 500, seed: 3 })).toEqual(result);
  });
});

describe("Holm correction", () => {
  it("matches the step-down adjustment worked by hand", () => {
    expect(holmAdjust([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(holmAdjust([0.5, 0.9])).toEqual([1, 1]);
  });
});

describe("rank intervals", () => {
  it("ranks ties alike", () => {
    expect(rankValues([0.2, 0.1, 0.2], true)).toEqual([2, 1, 2]);
    expect(rankValues([0.2, 0.1, 0.2], false)).toEqual([1, 3, 1]);
  });

  it("puts near-equal entries in the top tier and a clearly worse one outside it", () => {
    const ranked = rankEntries(benchmark, [entry("worse", 6), entry("best", 1), entry("close", 1)], "mse", {
      b: 300,
      seed: 9,
    });
    expect(ranked.entries.map((e) => e.id)).toEqual(["best", "close", "worse"]);
    const byId = Object.fromEntries(ranked.entries.map((e) => [e.id, e]));
    expect(byId["best"]).toMatchObject({ rank: 1, rankLow: 1, topTier: true });
    expect(byId["close"]).toMatchObject({ rank: 1, topTier: true });
    expect(byId["worse"]).toMatchObject({ rank: 3, rankLow: 3, rankHigh: 3, topTier: false });
  });
});
