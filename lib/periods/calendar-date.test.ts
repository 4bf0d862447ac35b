import { describe, expect, it } from "vitest";
import { isIsoDate, parseIsoDate } from "./calendar-date";

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
