import { describe, expect, it } from "vitest";
import { rankOnSubsets } from "./rank-on-subsets";

describe("ranks on controlled subsets and Δrank", () => {
  it("Δrank = rank on the subset − rank on all claims (higher is better)", () => {
    const out = rankOnSubsets(
      [0.8, 0.7, 0.6],
      [
        [0.5, 0.9, 0.6],
        [0.7, null, 0.7],
      ],
      false,
    );
    expect(out.fullRanks).toEqual([1, 2, 3]);
    expect(out.subsets[0]).toEqual([
      { rank: 3, deltaRank: 2 },
      { rank: 1, deltaRank: -1 },
      { rank: 2, deltaRank: -1 },
    ]);
    // A tie shares the competition rank; a model without a value has no rank.
    expect(out.subsets[1]).toEqual([
      { rank: 1, deltaRank: 0 },
      { rank: null, deltaRank: null },
      { rank: 1, deltaRank: -2 },
    ]);
  });

  it("lower is better (MSE), and a model without a full value ranks last", () => {
    const out = rankOnSubsets([0.1, 0.2, null], [[0.3, 0.2, 0.25]], true);
    expect(out.fullRanks).toEqual([1, 2, 3]);
    expect(out.subsets[0]).toEqual([
      { rank: 3, deltaRank: 2 },
      { rank: 1, deltaRank: -1 },
      { rank: 2, deltaRank: -1 },
    ]);
  });
});
