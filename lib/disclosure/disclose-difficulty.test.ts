import { describe, expect, it } from "vitest";
import type { BoardDifficulty } from "@/lib/leaderboard/difficulty/board-difficulty";
import { oneSplitVerdictBenchmark } from "@/tests/support/test-board";
import type { LeaderboardResult, LeaderboardRow } from "@/lib/leaderboard/types";
import { discloseLeaderboard } from "./disclose-board";
import { discloseBoardDifficulty } from "./disclose-difficulty";
import { EXACT_DISCLOSURE } from "./disclosure-policy";

const difficulty: BoardDifficulty = {
  track: "verdict",
  fieldSize: 3,
  minField: 20,
  message: null,
  entries: [],
  claims: [
    { claimId: "public-1", period: "2025Q1", difficulty: 0.4, n: 3 },
    { claimId: "hidden-1", period: "2025Q2", difficulty: -0.7, n: 3 },
  ],
  periods: [],
};

describe("releasing difficulties and tiers", () => {
  it("lists per-claim difficulties of public-label claims only, even for exact viewers", () => {
    const disclosed = discloseBoardDifficulty(EXACT_DISCLOSURE, difficulty, new Set(["public-1"]));
    expect(disclosed?.claims.map((c) => c.claimId)).toEqual(["public-1"]);
  });

  it("gives a viewer without exact access nothing", () => {
    expect(
      discloseBoardDifficulty({ exact: false, stepOverride: null }, difficulty, new Set(["public-1"])),
    ).toBeNull();
  });

  it("drops tiers, pairwise p-values and difficulties from a board released to such a viewer", () => {
    const row: LeaderboardRow = {
      entryId: "e1",
      modelId: "m1",
      model: "Model 1",
      organisation: null,
      openWeights: null,
      parameterCount: null,
      cutoff: null,
      declaredCutoff: null,
      estimatedCutoff: null,
      regime: "closed_book",
      status: "ranked",
      rank: 1,
      rankLow: 1,
      rankHigh: 1,
      isTopTier: true,
      n: 100,
      missing: 0,
      metrics: { accuracy: { value: 0.7, low: 0.6, high: 0.8 } },
      submittedAt: null,
      submissionIds: [],
      costPerRun: null,
      badges: [],
      tier: "a",
      submissions: 2,
    };
    const exact: LeaderboardResult = {
      benchmark: oneSplitVerdictBenchmark("b"),
      query: {
        splits: ["2025Q1"],
        mode: "classification",
        regime: "all",
        buffer: 0,
        cutoff: "declared",
        metric: "accuracy",
        view: "table",
        format: "json",
        controlled: "0",
      },
      metrics: ["accuracy"],
      primaryMetric: "accuracy",
      lowerIsBetter: false,
      n: 100,
      isSmallWindow: false,
      bootstrap: { b: 1000, seed: 0 },
      representative: "best",
      rows: [row],
      notes: [],
      selectedEntries: [],
      release: { exact: true, step: null, stepOverride: null },
      pairwise: { entryIds: ["e1"], pAdjusted: [[1]] },
      difficulty,
    };
    expect(discloseLeaderboard(EXACT_DISCLOSURE, exact)).toBe(exact);
    const disclosed = discloseLeaderboard({ exact: false, stepOverride: null }, exact);
    expect(disclosed.pairwise).toBeUndefined();
    expect(disclosed.difficulty).toBeUndefined();
    expect(disclosed.rows.every((r) => r.tier === null)).toBe(true);
    expect(disclosed.rows[0]!.submissions).toBe(2);
  });
});
