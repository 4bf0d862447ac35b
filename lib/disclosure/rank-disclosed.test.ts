import { describe, expect, it } from "vitest";
import type { LeaderboardResult, LeaderboardRow } from "@/lib/leaderboard/types";
import { rankDisclosedRows } from "./rank-disclosed";

const row = (id: string, value: number, low: number, high: number, status = "ranked"): LeaderboardRow =>
  ({
    entryId: id,
    model: id,
    status,
    rank: null,
    rankLow: null,
    rankHigh: null,
    isTopTier: false,
    metrics: { accuracy: { value, low, high } },
  }) as unknown as LeaderboardRow;

const board = (rows: LeaderboardRow[]) =>
  ({ query: { metric: "accuracy" }, lowerIsBetter: false, rows }) as unknown as LeaderboardResult;

describe("ranks from disclosed values", () => {
  it("gives equal disclosed values and intervals the same rank display, whatever their order", () => {
    for (const order of [
      ["a", "b"],
      ["b", "a"],
    ]) {
      const rows = order.map((id) => row(id, 0.52, 0.46, 0.58));
      const ranked = rankDisclosedRows(board([...rows, row("c", 0.4, 0.34, 0.45)])).rows;
      expect(ranked.map((r) => [r.rank, r.rankLow, r.rankHigh])).toEqual([
        [1, 1, 2],
        [1, 1, 2],
        [3, 3, 3],
      ]);
      expect(ranked.map((r) => r.entryId).slice(0, 2)).toEqual(order);
    }
  });

  it("counts wholly better and wholly worse intervals, leaves unranked rows out, and marks the top tier", () => {
    const ranked = rankDisclosedRows(
      board([
        row("low", 0.3, 0.25, 0.35),
        row("base", 0.9, 0.85, 0.95, "baseline"),
        row("top", 0.6, 0.55, 0.65),
        row("mid", 0.56, 0.5, 0.62),
      ]),
    ).rows;
    expect(ranked.map((r) => [r.entryId, r.rank, r.rankLow, r.rankHigh, r.isTopTier])).toEqual([
      ["base", null, null, null, false],
      ["top", 1, 1, 2, true],
      ["mid", 2, 1, 2, true],
      ["low", 3, 3, 3, false],
    ]);
  });
});
