import { describe, expect, it } from "vitest";
import { calibrateTau } from "./calibrate-tau";
import { readFixtureJson } from "@/tests/support/contamination-cases";

/** tests/fixtures/contamination/make_calibration.py (NumPy, brute force). */
interface CalibrationCase {
  name: string;
  scores: number[];
  labels: boolean[];
  expected: { points: [number, number][]; best: [number, number]; grid_best: number };
}
const cases = readFixtureJson<CalibrationCase[]>("calibration.json");

describe("calibrateTau", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s: every candidate τ and the best, as NumPy", (_, c) => {
    const result = calibrateTau(c.scores.map((score, i) => ({ score, isContaminated: c.labels[i]! })));
    expect(result.n).toBe(c.scores.length);
    expect(result.points.map((p) => [p.tau, p.agreement])).toEqual(c.expected.points);
    expect(result.best).toEqual({ tau: c.expected.best[0], agreement: c.expected.best[1] });
    // No τ on a fine grid agrees better than the exact search.
    expect(result.best!.agreement).toBeGreaterThanOrEqual(c.expected.grid_best);
  });

  it("finds optima between 0.01 grid points and negative τ for cosines", () => {
    const between = cases.find((c) => c.name === "between-grid")!;
    expect(between.expected.best).toEqual([0.2051, 1]);
    const negative = calibrateTau([
      { score: -0.9, isContaminated: false },
      { score: -0.5, isContaminated: true },
      { score: -0.45, isContaminated: true },
      { score: -0.7, isContaminated: false },
    ]);
    expect(negative.best).toEqual({ tau: -0.5, agreement: 1 });
  });

  it("leaves out pairs without a score, and has no best τ without scored labels", () => {
    const c = calibrateTau([
      { score: 0.9, isContaminated: true },
      { score: null, isContaminated: false },
      { score: 0.1, isContaminated: false },
    ]);
    expect(c.n).toBe(2);
    expect(c.points).toEqual([
      { tau: 0.1, agreement: 0.5 },
      { tau: 0.9, agreement: 1 },
      { tau: 1, agreement: 0.5 },
    ]);
    expect(calibrateTau([{ score: null, isContaminated: false }])).toEqual({ n: 0, points: [], best: null });
  });
});
