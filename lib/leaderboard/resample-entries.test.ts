import { describe, expect, it } from "vitest";
import { combineContributions } from "@/lib/scoring/combine-contributions";
import { buildContributions, type ClaimContributions } from "@/lib/scoring/contributions";
import { createLayout } from "@/lib/scoring/layout";
import { groupRecordsByClaim } from "@/lib/scoring/score-records";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";
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

/** Random rows of `dim` cells (some claims without any), as buildContributions lays them out. */
function randomContributions(n: number, dim: number, seed: number): ClaimContributions {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
  const offsets = new Int32Array(n + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (next() > 0.1)
      for (let d = 0; d < dim; d += 1) {
        indices.push(d);
        values.push(d === 0 ? 1 + Math.floor(next() * 3) : (next() - 0.3) * 10 ** Math.floor(next() * 6 - 3));
      }
    offsets[i + 1] = indices.length;
  }
  return {
    claimIds: Array.from({ length: n }, (_, i) => `c${i}`),
    dim,
    offsets,
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

describe("resampleEntries on random rows", () => {
  it("gives, cell for cell, the bits of the combined matrix's sums for five-cell and other rows", () => {
    for (const [dim, entries, n, b, seed] of [
      [5, 7, 501, 40, 3],
      [5, 1, 17, 9, 0],
      [3, 4, 300, 20, 9],
    ] as const) {
      const rows = Array.from({ length: entries }, (_, e) => randomContributions(n, dim, seed * 100 + e + 1));
      const expected: number[][] = [];
      resampleClaims(combineContributions(rows).combined, { b, seed }, (s) => expected.push([...s]));
      const got: number[][] = [];
      resampleEntries(rows, dim, { b, seed }, (s) => got.push([...s]));
      expect(got).toHaveLength(b);
      const same = got.every((sums, r) => sums.every((v, i) => Object.is(v, expected[r]![i])));
      expect(same).toBe(true);
    }
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
