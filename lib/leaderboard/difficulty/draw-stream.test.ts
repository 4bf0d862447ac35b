import { describe, expect, it } from "vitest";
import { resampleCounts } from "../resample-counts";
import { createDrawStream, forEachDrawSum, forEachHistogram } from "./draw-stream";

/** Counts per claim and resample, as resampleCounts lays them out, from the stream's histograms. */
function countsFromStream(n: number, b: number, seed: number, stream = createDrawStream(seed)): number[] {
  const out = new Array<number>(n * b).fill(0);
  const identity = Int32Array.from({ length: n }, (_, i) => i);
  forEachHistogram(stream, n, b, identity, n, (r, histogram) => {
    for (let i = 0; i < n; i += 1) out[i * b + r] = histogram[i]!;
  });
  return out;
}

describe("the board's draws from one raw stream per seed", () => {
  it.each([
    [1, 5, 0],
    [3, 40, 7],
    [10_007, 12, 1],
    // 2³² mod 999,999 = 971,590: about one output in 4,400 is rejected.
    [999_999, 2, 4],
  ])("counts n = %i, B = %i, seed %i exactly as resampleCounts", (n, b, seed) => {
    expect(countsFromStream(n, b, seed)).toEqual(Array.from(resampleCounts(n, b, seed)));
  });

  it("gives every claim-set size its own draws from one stream, in any order", () => {
    const stream = createDrawStream(2);
    for (const [n, b] of [
      [500, 30],
      [20, 200],
      [999_999, 1],
      [7, 3],
    ] as const)
      expect(countsFromStream(n, b, 2, stream)).toEqual(Array.from(resampleCounts(n, b, 2)));
  });

  it("counts draws by code: claims sharing a code add up", () => {
    const n = 50;
    const b = 20;
    const code = Int32Array.from({ length: n }, (_, i) => i % 3);
    const counts = resampleCounts(n, b, 5);
    forEachHistogram(createDrawStream(5), n, b, code, 3, (r, histogram) => {
      const expected = [0, 0, 0];
      for (let i = 0; i < n; i += 1) expected[i % 3]! += counts[i * b + r]!;
      expect(Array.from(histogram)).toEqual(expected);
    });
  });

  it("sums draws of two columns exactly as counts times values", () => {
    const n = 37;
    const b = 25;
    const a = Float64Array.from({ length: n }, (_, i) => i * 0.5);
    const c = Float64Array.from({ length: n }, (_, i) => (i % 4) - 1.5);
    const counts = resampleCounts(n, b, 9);
    let visited = 0;
    forEachDrawSum(createDrawStream(9), n, b, a, c, (r, sumA, sumC) => {
      let expectedA = 0;
      let expectedC = 0;
      for (let i = 0; i < n; i += 1) {
        expectedA += counts[i * b + r]! * a[i]!;
        expectedC += counts[i * b + r]! * c[i]!;
      }
      expect(sumA).toBeCloseTo(expectedA, 10);
      expect(sumC).toBeCloseTo(expectedC, 10);
      visited += 1;
    });
    expect(visited).toBe(b);
  });
});
