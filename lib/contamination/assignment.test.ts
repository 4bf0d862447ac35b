import { describe, expect, it } from "vitest";
import { maxWeightAssignment } from "./assignment";
import { readFixtureJson } from "@/tests/support/contamination-cases";

interface ScipyCase {
  kind: string;
  matrix: number[][];
  rows: number[];
  cols: number[];
  total: number;
}

const cases = readFixtureJson<ScipyCase[]>("assignments.json");

describe("maxWeightAssignment vs SciPy 1.10 linear_sum_assignment(maximize=True)", () => {
  it.each(cases.map((c, i) => [`${i} ${c.kind} ${c.matrix.length}x${c.matrix[0]?.length}`, c] as const))(
    "%s",
    (_, c) => {
      const result = maxWeightAssignment(c.matrix);
      // Same pairs (SciPy's tie-breaking included) and a bit-identical total.
      expect(result.rows).toEqual(c.rows);
      expect(result.cols).toEqual(c.cols);
      expect(result.total).toBe(c.total);
    },
  );
  it("covers rectangular and tie cases", () => {
    expect(cases.some((c) => c.kind === "ties" && c.matrix.length > (c.matrix[0]?.length ?? 0))).toBe(true);
    expect(cases.some((c) => c.kind === "constant" && c.matrix.length < (c.matrix[0]?.length ?? 0))).toBe(
      true,
    );
  });
  it("finds the optimum where greedy would not", () => {
    const result = maxWeightAssignment([
      [0.9, 0.8],
      [0.85, 0.1],
    ]);
    expect(result.cols).toEqual([1, 0]);
    expect(result.total).toBeCloseTo(1.65, 12);
  });
  it("handles empty input and rejects ragged or non-finite matrices", () => {
    expect(maxWeightAssignment([])).toEqual({ rows: [], cols: [], total: 0 });
    expect(() => maxWeightAssignment([[1, 2], [3]])).toThrow(/differ/);
    expect(() => maxWeightAssignment([[1, NaN]])).toThrow(/not finite/);
  });
});
