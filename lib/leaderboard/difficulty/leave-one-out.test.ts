import { describe, expect, it } from "vitest";
import type { CellMatrix } from "./cell-matrix";
import { fitRasch } from "./fit-rasch";

/** A matrix with missing cells, pooled-slice shares and claims seen by exactly three entries. */
function matrix(entries: number, claims: number, seed: number): CellMatrix {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const values = new Float64Array(entries * claims);
  for (let e = 0; e < entries; e += 1)
    for (let c = 0; c < claims; c += 1) {
      const p = 1 / (1 + Math.exp(-(e / entries - c / claims) * 3));
      let v = rnd() < p ? 1 : 0;
      if (rnd() < 0.05) v = Math.round(rnd() * 3) / 3;
      if (rnd() < 0.15 || (c % 9 === 0 && e >= 3)) v = Number.NaN;
      values[e * claims + c] = v;
    }
  return { entries, claims, values };
}

/** The same matrix without entry `e`'s row. */
function withoutRow(m: CellMatrix, e: number): CellMatrix {
  const values = new Float64Array((m.entries - 1) * m.claims);
  values.set(m.values.subarray(0, e * m.claims));
  values.set(m.values.subarray((e + 1) * m.claims), e * m.claims);
  return { entries: m.entries - 1, claims: m.claims, values };
}

describe("leave-one-entry-out Rasch fits started from the full fit", () => {
  it.each([
    [12, 60, 1],
    [5, 30, 2],
    [4, 27, 3],
  ])("equal a fresh fit without the entry (%i entries × %i claims)", (entries, claims, seed) => {
    const m = matrix(entries, claims, seed);
    const full = fitRasch(m);
    for (let e = 0; e < entries; e += 1) {
      const loo = fitRasch(m, { without: e, start: full });
      const fresh = fitRasch(withoutRow(m, e));
      for (let c = 0; c < claims; c += 1) {
        const [a, b] = [loo.difficulty[c]!, fresh.difficulty[c]!];
        expect(Number.isNaN(a), `entry ${e}, claim ${c}`).toBe(Number.isNaN(b));
        if (!Number.isNaN(b)) expect(Math.abs(a - b), `entry ${e}, claim ${c}`).toBeLessThan(1e-9);
      }
      expect(Number.isNaN(loo.ability[e]!)).toBe(true);
      for (let o = 0; o < entries - 1; o += 1) {
        const [a, b] = [loo.ability[o < e ? o : o + 1]!, fresh.ability[o]!];
        expect(Number.isNaN(a)).toBe(Number.isNaN(b));
        if (!Number.isNaN(b)) expect(Math.abs(a - b)).toBeLessThan(1e-9);
      }
      expect(loo.fieldSize).toBe(fresh.fieldSize);
    }
  });
});
