import { describe, expect, it } from "vitest";
import { decideLadder } from "./ladder";

describe("decideLadder (Blum & Hardt, Algorithm 1)", () => {
  it("releases the first score, rounded", () => {
    expect(decideLadder({ best: null, value: 0.6171, step: 0.02, lowerIsBetter: false })).toEqual({
      isDisclosed: true,
      disclosed: 0.62,
    });
  });

  it("holds a score that does not beat the best by more than the step", () => {
    expect(decideLadder({ best: 0.62, value: 0.6399, step: 0.02, lowerIsBetter: false })).toEqual({
      isDisclosed: false,
      disclosed: 0.62,
    });
    expect(decideLadder({ best: 0.62, value: 0.64, step: 0.02, lowerIsBetter: false })).toEqual({
      isDisclosed: false,
      disclosed: 0.62,
    });
    expect(decideLadder({ best: 0.62, value: 0.5, step: 0.02, lowerIsBetter: false }).isDisclosed).toBe(
      false,
    );
  });

  it("releases a clear improvement, in either direction of better", () => {
    expect(decideLadder({ best: 0.62, value: 0.6401, step: 0.02, lowerIsBetter: false })).toEqual({
      isDisclosed: true,
      disclosed: 0.64,
    });
    expect(decideLadder({ best: 0.5, value: 0.38, step: 0.1, lowerIsBetter: true })).toEqual({
      isDisclosed: true,
      disclosed: 0.4,
    });
    expect(decideLadder({ best: 0.5, value: 0.41, step: 0.1, lowerIsBetter: true }).isDisclosed).toBe(false);
  });

  it("never releases a missing value", () => {
    expect(decideLadder({ best: null, value: Number.NaN, step: 0.02, lowerIsBetter: false })).toEqual({
      isDisclosed: false,
      disclosed: null,
    });
  });
});
