import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { rankEntries } from "@/lib/scoring/rank-intervals";
import { scoreRecords } from "@/lib/scoring/score-records";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";
import { scoreEntriesJointly } from "./score-entries";

const golds = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? 1 : -1));
const benchmark = integrityBenchmark(golds);
const ids = benchmark.claims.map((c) => c.claimId);
const entry = (id: string, noise: number, isRankable = true) => ({
  id,
  isRankable,
  records: buildInstanceRecords(
    benchmark,
    golds.map((g, i) => row({ claimId: `c${i}`, score: i % 20 < noise ? -g : g * 0.9 })),
    { file: id },
  ),
});

describe("joint scoring and rank intervals", () => {
  const entries = [entry("a", 2), entry("b", 3), entry("c", 8), entry("d", 2.5, false)];
  const scored = scoreEntriesJointly(benchmark, entries, {
    claimIds: ids,
    metric: "mse",
    lowerIsBetter: true,
    b: 300,
    seed: 5,
  });

  it("gives each entry the intervals scoreRecords gives it alone", () => {
    for (const [i, e] of entries.entries()) {
      const alone = scoreRecords(benchmark, e.records, { bootstrap: { b: 300, seed: 5 }, subsets: false });
      expect(scored[i]!.values).toMatchObject(alone.metrics);
      const intervals = Object.entries(alone.ci!.intervals);
      expect(intervals.map(([name]) => name)).toContain("mse");
      for (const [name, [low, high]] of intervals) {
        expect(scored[i]!.intervals[name]![0]).toBeCloseTo(low, 12);
        expect(scored[i]!.intervals[name]![1]).toBeCloseTo(high, 12);
      }
    }
  });

  it("ranks rankable entries exactly as rankEntries does, and leaves the others unranked", () => {
    const reference = rankEntries(
      benchmark,
      entries.filter((e) => e.isRankable),
      "mse",
      { b: 300, seed: 5 },
    );
    for (const r of reference.entries) {
      expect(scored.find((s) => s.id === r.id)).toMatchObject({
        rank: r.rank,
        rankLow: r.rankLow,
        rankHigh: r.rankHigh,
        isTopTier: r.topTier,
      });
    }
    expect(scored.find((s) => s.id === "d")).toMatchObject({ rank: null, rankLow: null, isTopTier: false });
  });

  it("reports whole ranks that occurred in the resamples (order statistics, never interpolated)", () => {
    for (const s of scored.filter((x) => x.rank !== null)) {
      expect(Number.isInteger(s.rankLow)).toBe(true);
      expect(Number.isInteger(s.rankHigh)).toBe(true);
      expect(s.rankLow!).toBeLessThanOrEqual(s.rank!);
      expect(s.rankHigh!).toBeGreaterThanOrEqual(s.rank!);
    }
  });

  it("puts clearly separated entries in different tiers and close ones in the top tier", () => {
    const byId = Object.fromEntries(scored.map((s) => [s.id, s]));
    expect(byId.a!.rank).toBe(1);
    expect(byId.c!.rank).toBe(3);
    expect(byId.a!.isTopTier).toBe(true);
    expect(byId.c!.isTopTier).toBe(false);
    expect(byId.c!.rankLow).toBe(3);
  });
});
