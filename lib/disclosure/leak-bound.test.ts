import { describe, expect, it } from "vitest";
import { advantageBound, gridSize, ladderTranscriptBits } from "./leak-bound";

describe("ladderTranscriptBits", () => {
  it("counts Σ C(k,s)·C(G,s) transcripts (values from Python's math.comb)", () => {
    // sum(comb(5,s)*comb(51,s) for s in range(6)) = 3,819,816 → 21.87 bits
    expect(2 ** ladderTranscriptBits(5, 51)).toBeCloseTo(3_819_816, 0);
    // k = 40, G = 51: 86.5 bits (log2 of sum(comb(40,s)*comb(51,s) for s in range(41)))
    expect(ladderTranscriptBits(40, 51)).toBeCloseTo(86.46, 1);
    expect(ladderTranscriptBits(0, 51)).toBe(0);
    // One submission: disclosed (any of G values) or not.
    expect(2 ** ladderTranscriptBits(1, 51)).toBeCloseTo(52, 9);
  });
});

describe("gridSize and advantageBound", () => {
  it("sizes the grid and turns bits into an accuracy bound", () => {
    expect(gridSize(0.02)).toBe(51);
    expect(gridSize(0.1, 4)).toBe(41);
    // sqrt((ln 3,819,816 + ln 100) / 600) = 0.18148 (Python)
    expect(advantageBound(ladderTranscriptBits(5, 51), 300, 0.01)).toBeCloseTo(0.18148, 4);
  });
});
