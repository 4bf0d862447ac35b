import { describe, expect, it } from "vitest";
import { combineContributions } from "@/lib/scoring/combine-contributions";
import { buildContributions } from "@/lib/scoring/contributions";
import { createLayout } from "@/lib/scoring/layout";
import { groupRecordsByClaim } from "@/lib/scoring/score-records";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/lib/scoring/test-fixtures";
import { createFixedIndexSampler } from "@/lib/scoring/random";
import { resampleClaims } from "./resample-claims";
import { resampleCounts } from "./resample-counts";
import { resampleEntries } from "./resample-entries";

describe("resampleEntries", () => {
  it("gives the sums of the combined matrix to the last bit", () => {
    const golds = Array.from({ length: 211 }, (_, i) => Math.round(Math.sin(i) * 1000) / 1000);
    const benchmark = integrityBenchmark(golds);
    const layout = createLayout(benchmark);
    const entries = [0.1, 0.37, 0.9].map((noise, e) =>
      buildContributions(
        layout,
        benchmark.claims,
        groupRecordsByClaim(
          buildInstanceRecords(
            benchmark,
            golds.map((g, i) =>
              row({
                claimId: `c${i}`,
                score: Math.max(
                  -1,
                  Math.min(1, Math.round((g + noise * Math.cos(i * (e + 2))) * 1000) / 1000),
                ),
              }),
            ),
            { file: "p" },
          ),
        ),
      ),
    );
    const { combined, stride } = combineContributions(entries);
    const expected: number[][] = [];
    resampleClaims(combined, { b: 30, seed: 5 }, (s) => expected.push([...s]));
    const got: number[][] = [];
    resampleEntries(entries, stride, { b: 30, seed: 5 }, (s) => got.push([...s]));
    expect(got).toHaveLength(30);
    expect(got).toEqual(expected);
  });
});

describe("resampleCounts", () => {
  it("counts the draws of createFixedIndexSampler, resample after resample", () => {
    for (const [seed, n, b] of [
      [0, 3, 4],
      [7, 1000, 3],
      [123456, 25_000, 2],
      [-5, 1, 2],
      [11, 70_000, 1],
    ] as const) {
      const draw = createFixedIndexSampler(seed, n);
      const expected = new Array<number>(n * b).fill(0);
      for (let r = 0; r < b; r += 1) for (let i = 0; i < n; i += 1) expected[draw() * b + r]! += 1;
      expect([...resampleCounts(n, b, seed)]).toEqual(expected);
    }
  });
});
