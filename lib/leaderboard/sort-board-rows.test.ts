import { describe, expect, it } from "vitest";
import { sortBoardRows } from "./sort-board-rows";
import type { LeaderboardRow } from "./types";

const row = (model: string, status: LeaderboardRow["status"], n = 10): LeaderboardRow => ({
  entryId: model,
  modelId: null,
  model,
  organisation: null,
  openWeights: null,
  parameterCount: null,
  cutoff: null,
  declaredCutoff: null,
  estimatedCutoff: null,
  regime: null,
  status,
  rank: null,
  rankLow: null,
  rankHigh: null,
  isTopTier: false,
  n,
  missing: 0,
  metrics: {},
  submittedAt: null,
  submissionIds: [],
  costPerRun: null,
  badges: [],
});

// In rank order, as the board computes them: a baseline and a contaminated row between ranked ones.
const rows = [
  row("Beta", "ranked", 30),
  row("majority", "baseline", 90),
  row("Alpha", "contaminated", 50),
  row("Delta", "ranked", 20),
  row("Gamma", "incomplete", 5),
];
const names = (list: LeaderboardRow[]) => list.map((r) => r.model);

describe("sortBoardRows", () => {
  it("keeps rank order within groups: ranked, then unranked, then baselines", () => {
    expect(names(sortBoardRows(rows, {}))).toEqual(["Beta", "Delta", "Alpha", "Gamma", "majority"]);
  });
  it("sorts each group by the chosen column, and baselines stay last whatever the sort", () => {
    expect(names(sortBoardRows(rows, { sort: "model" }))).toEqual([
      "Beta",
      "Delta",
      "Alpha",
      "Gamma",
      "majority",
    ]);
    expect(names(sortBoardRows(rows, { sort: "model", dir: "desc" }))).toEqual([
      "Delta",
      "Beta",
      "Gamma",
      "Alpha",
      "majority",
    ]);
    expect(names(sortBoardRows(rows, { sort: "n", dir: "desc" }))).toEqual([
      "Beta",
      "Delta",
      "Alpha",
      "Gamma",
      "majority",
    ]);
    expect(names(sortBoardRows(rows, { sort: "n" }))).toEqual([
      "Delta",
      "Beta",
      "Gamma",
      "Alpha",
      "majority",
    ]);
  });
});
