import { describe, expect, it } from "vitest";
import { tokenize } from "./tokenize";

describe("tokenize", () => {
  it("keeps lower-cased runs of letters and digits", () => {
    expect(tokenize("Nigeria’s 2020 urban population: 107.11 million!")).toEqual([
      "nigeria",
      "s",
      "2020",
      "urban",
      "population",
      "107",
      "11",
      "million",
    ]);
  });
  it("splits on underscores and keeps non-Latin letters", () => {
    expect(tokenize("snake_case Ünïcödé 违法生育 x²")).toEqual([
      "snake",
      "case",
      "ünïcödé",
      "违法生育",
      "x²",
    ]);
  });
  it("returns no tokens for punctuation only", () => {
    expect(tokenize(" -- ... ")).toEqual([]);
  });
});
