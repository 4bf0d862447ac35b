import { describe, expect, it } from "vitest";
import { compareQuarters, isIsoDate, isQuarterSplit, parseIsoDate, quarterOf } from "./calendar-date";

describe("parseIsoDate", () => {
  it("accepts real days including leap days", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate("2000-02-29")).toBe(true);
  });
  it("refuses impossible or malformed days", () => {
    for (const bad of [
      "2025-02-30",
      "2023-02-29",
      "1900-02-29",
      "2023-13-01",
      "2023-04-31",
      "2023-00-10",
      "2023-1-5",
      "2023-01-05T00:00:00Z",
      "05-01-2023",
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
  });
});

describe("quarterOf", () => {
  it("maps months to quarters", () => {
    expect(quarterOf("2020-01-01")).toBe("2020Q1");
    expect(quarterOf("2020-03-31")).toBe("2020Q1");
    expect(quarterOf("2020-04-01")).toBe("2020Q2");
    expect(quarterOf("2026-09-30")).toBe("2026Q3");
    expect(quarterOf("2026-12-31")).toBe("2026Q4");
  });
  it("throws on invalid dates", () => {
    expect(() => quarterOf("2025-02-30")).toThrow(/calendar date/);
  });
  it("recognises and orders split labels", () => {
    expect(isQuarterSplit("2024Q4")).toBe(true);
    expect(isQuarterSplit("2024Q5")).toBe(false);
    expect(["2021Q1", "2020Q4", "2020Q2"].sort(compareQuarters)).toEqual(["2020Q2", "2020Q4", "2021Q1"]);
  });
});
