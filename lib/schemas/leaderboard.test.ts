import { describe, expect, it } from "vitest";
import { leaderboardQuerySchema, leaderboardSearch } from "./leaderboard";

describe("leaderboard query", () => {
  it("parses a full query and writes it back as a permalink", () => {
    const q = leaderboardQuerySchema.parse({
      splits: "2025Q1, 2025Q2",
      slice: "-3",
      mode: "inference",
      start: "2025-01-01",
      end: "2025-03-31",
      buffer: "30",
      view: "cutoff",
      models: "a,b",
    });
    expect(q).toMatchObject({
      splits: ["2025Q1", "2025Q2"],
      slice: -3,
      mode: "inference",
      regime: "all",
      buffer: 30,
      view: "cutoff",
      models: ["a", "b"],
    });
    expect(leaderboardSearch(q)).toBe(
      "?splits=2025Q1%2C2025Q2&slice=-3&mode=inference&start=2025-01-01&end=2025-03-31&buffer=30&view=cutoff&models=a%2Cb",
    );
    expect(leaderboardSearch(q, { format: "csv", view: undefined })).toContain("format=csv");
  });

  it("refuses malformed and impossible dates, reversed windows and unknown options", () => {
    const fields = (input: Record<string, string>) =>
      leaderboardQuerySchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(fields({ start: "2025-13-01" })).toEqual(["start"]);
    expect(fields({ end: "2025-02-30" })).toEqual(["end"]);
    expect(fields({ start: "01/02/2025" })).toEqual(["start"]);
    expect(fields({ start: "2025-05-01", end: "2025-01-01" })).toEqual(["end"]);
    expect(fields({ mode: "inference" })).toEqual(["mode"]);
    expect(fields({ buffer: "-1" })).toEqual(["buffer"]);
    expect(fields({ splits: "2025Q5" })).toEqual(["splits.0"]);
    expect(fields({ view: "pie" })).toEqual(["view"]);
  });

  it("treats blank fields as absent", () => {
    expect(leaderboardQuerySchema.parse({ start: "", end: " ", slice: "" })).toMatchObject({
      start: undefined,
      end: undefined,
      slice: undefined,
      buffer: 0,
    });
  });
});

describe("reading leaderboard params", () => {
  it("joins repeated list params and keeps the first of the others", async () => {
    const { readLeaderboardParams } = await import("./leaderboard");
    expect(readLeaderboardParams(new URLSearchParams("models=a&models=b&view=cutoff&view=table"))).toEqual({
      models: "a,b",
      view: "cutoff",
    });
    expect(readLeaderboardParams({ splits: ["2025Q1", "2025Q2"], start: "2025-01-01" })).toEqual({
      splits: "2025Q1,2025Q2",
      start: "2025-01-01",
    });
  });
});
