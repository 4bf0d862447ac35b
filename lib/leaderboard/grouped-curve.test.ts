import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/lib/scoring/test-fixtures";
import { cutoffAlignedCurve, longitudinalCurve } from "./grouped-curve";
import { comparePrePost } from "./pre-post";

// 40 claims per quarter in 2024Q3..2025Q2; the model errs on every claim after 2024-12-31.
const dates = ["2024-08-15", "2024-11-15", "2025-02-15", "2025-05-15"];
const golds = Array.from({ length: 160 }, (_, i) => (i % 2 === 0 ? 1 : -1));
const benchmark = integrityBenchmark(golds);
benchmark.claims.forEach((c, i) => (c.claimDate = dates[Math.floor(i / 40)]!));
const records = buildInstanceRecords(benchmark, golds.map((g, i) => row({ claimId: `c${i}`, score: i >= 80 ? 0 : g })), { file: "p" });
const options = { metric: "mse", b: 200, seed: 1 };

describe("cutoff-aligned and longitudinal curves", () => {
  it("groups claims by quarter relative to the cutoff, with n and an interval", () => {
    const curve = cutoffAlignedCurve(benchmark, records, benchmark.claims, "2024-12-31", options);
    expect(curve.map((p) => [p.label, p.n, p.value])).toEqual([["-1", 40, 0], ["0", 40, 0], ["+1", 40, 1], ["+2", 40, 1]]);
    expect(curve[2]!.interval).toEqual([1, 1]);
  });

  it("labels calendar quarters and skips quarters without claims", () => {
    const curve = longitudinalCurve(benchmark, records, benchmark.claims.filter((c) => c.claimDate !== "2024-11-15"), options);
    expect(curve.map((p) => p.label)).toEqual(["2024Q3", "2025Q1", "2025Q2"]);
  });

  it("compares pre- and post-cutoff claims with an interval for the difference", () => {
    const result = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", { ...options, bufferDays: 0 });
    expect(result.pre).toMatchObject({ n: 80, value: 0 });
    expect(result.post).toMatchObject({ n: 80, value: 1 });
    expect(result.difference).toBe(1);
    expect(result.differenceInterval).toEqual([1, 1]);
    const buffered = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", { ...options, bufferDays: 60 });
    expect(buffered.pre.n).toBe(120);
  });
});
