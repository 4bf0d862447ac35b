import { describe, expect, it } from "vitest";
import { DEFAULT_TAU, isContaminated, isStrictlyContaminated } from "./flags";

describe("contamination flags", () => {
  it("flags s >= tau with DOMAIN.md defaults", () => {
    expect(DEFAULT_TAU).toEqual({ meteor: 0.25, meteor_averitec: 0.25, embedding: 0.6 });
    expect(isContaminated(0.25, DEFAULT_TAU.meteor)).toBe(true);
    expect(isContaminated(0.2499999, DEFAULT_TAU.meteor)).toBe(false);
    expect(isContaminated(0.6, DEFAULT_TAU.embedding)).toBe(true);
    expect(isContaminated(null, 0)).toBe(false);
  });
  it("strict flag needs every selected metric", () => {
    const meteor = { score: 0.3, tau: 0.25 };
    expect(isStrictlyContaminated([meteor, { score: 0.7, tau: 0.6 }])).toBe(true);
    expect(isStrictlyContaminated([meteor, { score: 0.5, tau: 0.6 }])).toBe(false);
    expect(isStrictlyContaminated([meteor, { score: null, tau: 0.6 }])).toBe(false);
    expect(isStrictlyContaminated([])).toBe(false);
  });
});
