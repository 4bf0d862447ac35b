import { describe, expect, it } from "vitest";
import { forEachResample } from "./bootstrap";
import type { ClaimContributions } from "./contributions";
import { createFixedIndexSampler } from "./random";
import { rankValues } from "./rank-intervals";

/** The resampling as it was before grouping by hash and dense rows: the reference. */
function referenceResamples(c: ClaimContributions, b: number, seed: number): number[][] {
  const n = c.claimIds.length;
  const seen = new Map<string, number>();
  const patternRows: number[] = [];
  const patternOf = c.claimIds.map((_, i) => {
    const parts: number[] = [];
    for (let j = c.offsets[i]!; j < c.offsets[i + 1]!; j += 1) parts.push(c.indices[j]!, c.values[j]!);
    const key = parts.join(",");
    if (!seen.has(key)) seen.set(key, patternRows.push(i) - 1);
    return seen.get(key)!;
  });
  const draw = createFixedIndexSampler(seed, n);
  const out: number[][] = [];
  for (let r = 0; r < b; r += 1) {
    const counts = new Float64Array(patternRows.length);
    for (let i = 0; i < n; i += 1) counts[patternOf[draw()]!]! += 1;
    const sums = new Float64Array(c.dim);
    patternRows.forEach((row, p) => {
      for (let j = c.offsets[row]!; j < c.offsets[row + 1]!; j += 1)
        if (counts[p] !== 0) sums[c.indices[j]!]! += counts[p]! * c.values[j]!;
    });
    out.push([...sums]);
  }
  return out;
}

/** Rows of `dim` cells with some cells absent, repeated rows, -0, NaN and awkward fractions. */
function contributions(n: number, dim: number): ClaimContributions {
  const offsets = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const pool = [0.1, 0.2, 1 / 3, -0, 0, 2.5e-7, Number.NaN, 7, 0.30000000000000004];
  for (let i = 0; i < n; i += 1) {
    for (let d = 0; d < dim; d += 1) {
      if ((i * 7 + d * 3) % 5 === 0) continue;
      indices.push(d);
      values.push(pool[((i % 13) * (d + 1)) % pool.length]! + (i % 4 === 0 ? 0 : i * 1e-3));
    }
    offsets.push(indices.length);
  }
  return {
    claimIds: Array.from({ length: n }, (_, i) => `c${i}`),
    dim,
    offsets: Int32Array.from(offsets),
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

describe("forEachResample", () => {
  it.each([
    [5, "dense rows"],
    [12, "sparse rows"],
  ])("gives the reference sums to the last bit with %i cells (%s), drawn here or given", (dim) => {
    const c = contributions(301, dim);
    const expected = referenceResamples(c, 40, 3);
    const drawn: number[][] = [];
    forEachResample(c, { b: 40, seed: 3 }, (s) => drawn.push([...s]));
    expect(drawn).toEqual(expected);
    // The same draws given as counts (what a board passes).
    const given = new Int32Array(301 * 40);
    const draw = createFixedIndexSampler(3, 301);
    for (let k = 0; k < given.length; k += 1) given[draw() * 40 + Math.floor(k / 301)]! += 1;
    const counted: number[][] = [];
    forEachResample(c, { b: 40, seed: 3, resamples: () => given }, (s) => counted.push([...s]));
    expect(counted).toEqual(expected);
  });
});

describe("rankValues", () => {
  it("counts strictly better values, NaN never better and ranked 1", () => {
    const values = [0.3, 0.1, Number.NaN, 0.3, -0, 0, 2, 0.1, Number.POSITIVE_INFINITY];
    for (const lowerIsBetter of [true, false]) {
      const brute = values.map((v) =>
        Number.isNaN(v) ? 1 : 1 + values.filter((w) => (lowerIsBetter ? w < v : w > v)).length,
      );
      expect(rankValues(values, lowerIsBetter)).toEqual(brute);
    }
  });
});
