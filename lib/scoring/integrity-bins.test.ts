import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { integrityBin3, integrityBin7 } from "./integrity-bins";

const reference = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/scoring/reference.json"), "utf8"),
) as { integrity: { bins: { score: number; bin3: number; bin7: number }[] } };

describe("integrity bins", () => {
  it.each(reference.integrity.bins)("bins $score like exact rationals (Python Fraction)", ({ score, bin3, bin7 }) => {
    expect(integrityBin3(score)).toBe(bin3);
    expect(integrityBin7(score)).toBe(bin7);
  });

  it("treats floating-point spellings of a boundary as the boundary", () => {
    expect(1 - 2 / 3).toBeGreaterThan(1 / 3); // 0.33333333333333337
    expect(integrityBin3(1 - 2 / 3)).toBe(0);
    expect(integrityBin3(-(1 - 2 / 3))).toBe(0);
    expect(integrityBin7(0.5 / 3)).toBe(0); // 1/6 tie goes toward 0
    expect(integrityBin7(1.5 / 3)).toBe(1); // 1/2 tie -> 1/3
    expect(integrityBin7(-2.5 / 3)).toBe(-2); // -5/6 tie -> -2/3
    expect(integrityBin7(0.1 + 0.1 + 0.1 + 0.2)).toBe(1); // 0.5000000000000001 still a tie
  });

  it("separates values just off a boundary", () => {
    expect(integrityBin3(0.334)).toBe(1);
    expect(integrityBin3(-0.334)).toBe(-1);
    expect(integrityBin7(0.17)).toBe(1);
    expect(integrityBin7(-0.51)).toBe(-2);
    expect(integrityBin7(0.99)).toBe(3);
    expect(integrityBin7(-0.0)).toBe(0);
  });
});
