import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resampleCounts } from "../resample-counts";
import { computeDifficulty } from "./adjusted-gaps";
import type { CellMatrix } from "./cell-matrix";
import { fitRasch, GRADIENT_TOLERANCE } from "./fit-rasch";
import { fitTwoWay } from "./fit-two-way";
import { letterDisplay } from "./letter-display";
import { pairwiseTiers } from "./pairwise-tiers";
import { periodDifficulty } from "./period-difficulty";

// Values from tests/fixtures/difficulty/make_difficulty.py (SciPy trust-region Newton on the
// ungrouped objective, NumPy linear solves, brentq one-entry fits, Piepho's algorithm).
type Cell = number | null;
type Nullable = number | null;
const fixture = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/difficulty/difficulty.json"),
    "utf8",
  ),
) as {
  rasch: { name: string; y: Cell[][]; expected: { ability: Nullable[]; difficulty: Nullable[] } }[];
  twoWay: { name: string; e: Cell[][]; expected: { level: Nullable[]; difficulty: Nullable[] } }[];
  gaps: {
    name: string;
    track: "verdict" | "integrity";
    y: Cell[][];
    side: number[][];
    b: number;
    seed: number;
    periods: string[];
    expected: {
      ability: Nullable[];
      difficulty: Nullable[];
      entries: Record<string, Nullable>[];
      periods: Record<string, { n: number; value: number; low: number; high: number }>;
    };
  }[];
  tiers: {
    name: string;
    lowerIsBetter: boolean;
    point: number[];
    replicates: number[][];
    expected: { pAdjusted: number[][]; tiers: string[] };
  }[];
  letters: { name: string; k: number; differ: [number, number][]; expected: string[] }[];
  resampleCounts: { n: number; b: number; seed: number; counts: number[][] };
};

function matrixOf(rows: Cell[][]): CellMatrix {
  const entries = rows.length;
  const claims = rows[0]?.length ?? 0;
  return { entries, claims, values: Float64Array.from(rows.flat(), (v) => (v === null ? Number.NaN : v)) };
}

/** Each value to 1e-6, null where the reference has none (NaN here). */
function expectClose(actual: ArrayLike<number>, expected: readonly Nullable[]) {
  expect(actual.length).toBe(expected.length);
  expected.forEach((x, i) => {
    const a = actual[i]!;
    if (x === null) expect(a, `index ${i}`).toBeNaN();
    else expect(Math.abs(a - x), `index ${i}: ${a} vs ${x}`).toBeLessThan(1e-6);
  });
}

describe("difficulty fits against the NumPy/SciPy reference", () => {
  it("draws the board's resamples as the Python port does", () => {
    const { n, b, seed, counts } = fixture.resampleCounts;
    const ours = resampleCounts(n, b, seed);
    expect(counts.map((row, i) => row.map((_, r) => ours[i * b + r]))).toEqual(counts);
  });

  it.each(fixture.rasch.map((c) => [c.name, c] as const))("Rasch: %s", (_name, c) => {
    const fit = fitRasch(matrixOf(c.y));
    expectClose(fit.ability, c.expected.ability);
    expectClose(fit.difficulty, c.expected.difficulty);
  });

  it("stops only below the gradient tolerance", () => {
    const c = fixture.rasch.find((x) => x.name === "twelve-entries-one-partial")!;
    const m = matrixOf(c.y);
    const fit = fitRasch(m);
    // ∂/∂b_c = Σ_e σ(θ_e − b_c) − Σ_e y_ec − b_c over the claim's cells.
    for (let col = 0; col < m.claims; col += 1) {
      if (Number.isNaN(fit.difficulty[col]!)) continue;
      let g = -fit.difficulty[col]!;
      for (let e = 0; e < m.entries; e += 1) {
        const y = m.values[e * m.claims + col]!;
        if (Number.isNaN(y)) continue;
        g += 1 / (1 + Math.exp(-(fit.ability[e]! - fit.difficulty[col]!))) - y;
      }
      expect(Math.abs(g)).toBeLessThan(GRADIENT_TOLERANCE * 10);
    }
  });

  it.each(fixture.twoWay.map((c) => [c.name, c] as const))("two-way integrity fit: %s", (_name, c) => {
    const fit = fitTwoWay(matrixOf(c.e));
    expectClose(fit.ability, c.expected.level);
    expectClose(fit.difficulty, c.expected.difficulty);
  });

  it.each(fixture.gaps.map((c) => [c.name, c] as const))("leave-one-out gaps: %s", (_name, c) => {
    const matrix = matrixOf(c.y);
    const { fit, entries } = computeDifficulty({
      track: c.track,
      matrix,
      sides: Int8Array.from(c.side.flat()),
      b: c.b,
      seed: c.seed,
    });
    expectClose(fit.ability, c.expected.ability);
    expectClose(fit.difficulty, c.expected.difficulty);
    c.expected.entries.forEach((expected, e) => {
      const ours = entries[e]! as unknown as Record<string, number>;
      for (const [key, value] of Object.entries(expected)) {
        if (key === "nPre" || key === "nPost" || key === "fieldSize") expect(ours[key], key).toBe(value);
        else if (value === null) expect(ours[key], `entry ${e} ${key}`).toBeNaN();
        else expect(Math.abs(ours[key]! - value), `entry ${e} ${key}`).toBeLessThan(1e-6);
      }
    });
    const periods = periodDifficulty(fit.difficulty, c.periods, c);
    expect(Object.fromEntries(periods.map(({ period, ...rest }) => [period, rest]))).toEqual(
      Object.fromEntries(
        Object.entries(c.expected.periods).map(([p, v]) => [
          p,
          {
            n: v.n,
            value: expect.closeTo(v.value, 6),
            low: expect.closeTo(v.low, 6),
            high: expect.closeTo(v.high, 6),
          },
        ]),
      ),
    );
  });

  it("an entry with no claims after its cutoff has no Δθ or gap, a board of two no difficulties", () => {
    const five = fixture.gaps.find((c) => c.name === "verdict-five")!;
    expect(five.expected.entries[2]!["nPost"]).toBe(0);
    expect(five.expected.entries[2]!["adjustedGap"]).toBeNull();
    const two = fixture.gaps.find((c) => c.name === "verdict-two-entries")!;
    expect(two.expected.difficulty.every((d) => d === null)).toBe(true);
  });
});

describe("tiers against the reference", () => {
  it.each(fixture.tiers.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const K = c.point.length;
    const replicates = Array.from({ length: K }, (_, k) => c.replicates.map((row) => row[k]!));
    const result = pairwiseTiers(c.point, replicates, c.lowerIsBetter);
    expect(result.tiers).toEqual(c.expected.tiers);
    result.pAdjusted.forEach((row, a) => expectClose(row, c.expected.pAdjusted[a]!));
  });

  it.each(fixture.letters.map((c) => [c.name, c] as const))("letter display: %s", (_name, c) => {
    expect(letterDisplay(c.k, c.differ)).toEqual(c.expected);
  });
});
