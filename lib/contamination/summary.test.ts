import { describe, expect, it } from "vitest";
import { summarizeContamination } from "./summary";

describe("summarizeContamination", () => {
  it("averages scored claims, counts flags and leaves unscored claims out", () => {
    const summary = summarizeContamination([
      { claim_id: "a", score: 0.5, contaminated: true },
      { claim_id: "b", score: 0, contaminated: false },
      { claim_id: "c", score: null, contaminated: false },
      { claim_id: "d", score: 0.1, contaminated: false },
    ]);
    expect(summary).toEqual({ n: 3, mean: 0.6 / 3, flagged: 1, flaggedShare: 1 / 3 });
  });
  it("has no mean for no scored claims", () => {
    expect(summarizeContamination([])).toEqual({ n: 0, mean: null, flagged: 0, flaggedShare: null });
  });
});
