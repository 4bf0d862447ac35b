import { describe, expect, it } from "vitest";
import { SeededRng } from "./seeded-rng";

describe("SeededRng", () => {
  it("repeats its sequence for a seed and differs across seeds", () => {
    const draw = (seed: number) => {
      const rng = new SeededRng(seed);
      return Array.from({ length: 20 }, () => rng.int(0, 1000));
    };
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });
  it("stays in range and follows weights roughly", () => {
    const rng = new SeededRng(1);
    const values = Array.from({ length: 2000 }, () => rng.int(3, 5));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(5);
    const heavy = Array.from({ length: 2000 }, () => rng.weighted({ a: 9, b: 1 })).filter(
      (k) => k === "a",
    ).length;
    expect(heavy).toBeGreaterThan(1700);
    expect(heavy).toBeLessThan(1900);
    expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});
