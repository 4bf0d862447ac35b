import { describe, expect, it } from "vitest";
import { flagClaims, summarizeModelScores, type ScoreLike } from "./summarize-scores";

const tau = { meteor: 0.25, embedding: 0.6 };
const scores: ScoreLike[] = [
  { claimId: "a", metric: "meteor", score: 0.3 },
  { claimId: "a", metric: "embedding", score: 0.7 },
  { claimId: "b", metric: "meteor", score: 0.25 },
  { claimId: "b", metric: "embedding", score: 0.5 },
  { claimId: "c", metric: "meteor", score: 0.05 },
  { claimId: "d", metric: "meteor", score: null },
];

describe("summarizeModelScores", () => {
  it("gives S and the flagged share per metric (s ≥ τ), leaving out claims without oracle evidence", () => {
    const s = summarizeModelScores(scores, tau, ["meteor", "embedding"]);
    expect(s.metrics.meteor).toMatchObject({ n: 3, flagged: 2, flaggedShare: 2 / 3, tau: 0.25 });
    expect(s.metrics.meteor?.mean).toBeCloseTo(0.2, 12);
    expect(s.metrics.embedding).toMatchObject({ n: 2, flagged: 1, flaggedShare: 0.5 });
    expect(s.metrics.meteor?.histogram[6]).toBe(1); // 0.3 falls in [0.30, 0.35)
    expect(s.metrics.meteor?.histogram[5]).toBe(1); // 0.25 in [0.25, 0.30)
  });

  it("flags strictly only claims scored and flagged under every selected metric", () => {
    const s = summarizeModelScores(scores, tau, ["meteor", "embedding"]);
    expect(s.strict).toMatchObject({ n: 2, flagged: 1, flaggedShare: 0.5 });
    const flags = flagClaims(scores, tau, ["meteor", "embedding"]);
    expect(flags.get("a")).toMatchObject({ isAssessed: true, isStrict: true });
    expect(flags.get("c")).toMatchObject({ isAssessed: false, isStrict: false });
    expect(flagClaims(scores, tau, ["meteor"]).get("b")).toMatchObject({ isAssessed: true, isStrict: true });
  });
});
