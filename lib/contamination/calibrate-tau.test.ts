import { describe, expect, it } from "vitest";
import { calibrateTau } from "./calibrate-tau";

describe("calibrateTau", () => {
  it("scores agreement of s ≥ τ with the labels on a 0..1 grid and picks the smallest best τ", () => {
    const pairs = [
      { score: 0.9, isContaminated: true },
      { score: 0.4, isContaminated: true },
      { score: 0.3, isContaminated: false },
      { score: 0.1, isContaminated: false },
      { score: null, isContaminated: true },
    ];
    const c = calibrateTau(pairs, 10);
    expect(c.n).toBe(4);
    expect(c.points).toHaveLength(11);
    expect(c.points[0]).toEqual({ tau: 0, agreement: 0.5 });
    expect(c.points[4]).toEqual({ tau: 0.4, agreement: 1 });
    expect(c.points[10]).toEqual({ tau: 1, agreement: 0.5 });
    expect(c.best).toEqual({ tau: 0.4, agreement: 1 });
  });

  it("has no best τ without scored labels", () => {
    expect(calibrateTau([{ score: null, isContaminated: false }])).toEqual({ n: 0, points: [], best: null });
  });
});
