import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { divergences } from "@/tests/support/divergence-cases";
import { integrityBin3, integrityBin7 } from "./integrity-bins";

const reference = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/scoring/reference.json"), "utf8"),
) as { integrity: { bins: { score: number; bin3: number; bin7: number }[] } };

describe("integrity bins", () => {
  it.each(reference.integrity.bins)(
    "bins $score like exact rationals (Python Fraction)",
    ({ score, bin3, bin7 }) => {
      expect(integrityBin3(score)).toBe(bin3);
      expect(integrityBin7(score)).toBe(bin7);
    },
  );

  it.each(divergences.bins)("bins $score ($why) as Python's exact rationals do", ({ score, bin3, bin7 }) => {
    expect(integrityBin3(score)).toBe(bin3);
    expect(integrityBin7(score)).toBe(bin7);
  });

  it("decides both sides of every edge at 1e-12 exactly", () => {
    for (const edge of [1 / 3, -1 / 3]) {
      expect(integrityBin3(edge + 1e-12)).toBe(edge > 0 ? 1 : 0);
      expect(integrityBin3(edge - 1e-12)).toBe(edge > 0 ? 0 : -1);
    }
    const sevenEdges: [number, number, number][] = [
      [1 / 6, 0, 1],
      [1 / 2, 1, 2],
      [5 / 6, 2, 3],
    ];
    for (const [edge, below, above] of sevenEdges) {
      expect(integrityBin7(edge - 1e-12)).toBe(below);
      expect(integrityBin7(edge + 1e-12)).toBe(above);
      expect(integrityBin7(-edge + 1e-12)).toBe(below === 0 ? 0 : -below);
      expect(integrityBin7(-edge - 1e-12)).toBe(-above);
    }
  });

  it("treats floating-point spellings of an edge as the edge", () => {
    expect(1 - 2 / 3).toBeGreaterThan(1 / 3); // 0.33333333333333337
    expect(integrityBin3(1 - 2 / 3)).toBe(0);
    expect(integrityBin3(-(1 - 2 / 3))).toBe(0);
    expect(integrityBin7(0.5 / 3)).toBe(0); // 1/6 tie goes toward 0
    expect(integrityBin7(1.5 / 3)).toBe(1); // 1/2 tie -> 1/3
    expect(integrityBin7(-2.5 / 3)).toBe(-2); // -5/6 tie -> -2/3
    expect(integrityBin7(0.1 + 0.1 + 0.1 + 0.2)).toBe(1); // 0.5000000000000001 still a tie
  });

  it("reads the issue's two examples as DOMAIN §2 says", () => {
    expect(integrityBin7(0.5000000001)).toBe(2); // nearest centre 2/3, not a tie
    expect(integrityBin3(0.3333333334)).toBe(1); // Positive: s > 1/3
  });

  it("separates values just off an edge", () => {
    expect(integrityBin3(0.334)).toBe(1);
    expect(integrityBin3(-0.334)).toBe(-1);
    expect(integrityBin7(0.17)).toBe(1);
    expect(integrityBin7(-0.51)).toBe(-2);
    expect(integrityBin7(0.99)).toBe(3);
    expect(integrityBin7(-0.0)).toBe(0);
  });
});
