import { describe, expect, it } from "vitest";
import { cosineSimilarity } from "./cosine";

describe("cosineSimilarity", () => {
  it("computes the cosine of the angle", () => {
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBe(1);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 15);
    expect(cosineSimilarity([1e-300, 0], [1, 0])).toBe(1);
    expect(cosineSimilarity([1e300, 1e300], [1, 0])).toBeCloseTo(Math.SQRT1_2, 15);
    expect(cosineSimilarity([3, 4], [4, 3])).toBeCloseTo(24 / 25, 15);
    expect(cosineSimilarity(Float32Array.from([1, 0]), [1, 1])).toBeCloseTo(Math.SQRT1_2, 7);
  });
  it("gives 0 for a zero vector instead of NaN", () => {
    expect(cosineSimilarity([0, 0], [1, 2])).toBe(0);
    expect(cosineSimilarity([0, 0], [0, 0])).toBe(0);
  });
  it("rejects vectors of different lengths or with NaN", () => {
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(/length/);
    expect(() => cosineSimilarity([NaN, 1], [1, 2])).toThrow(/non-finite/);
  });
});
