import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/periods/calendar-date";
import {
  claimIdsInWindow,
  isContaminated,
  isInWindow,
  isPreCutoff,
  hiddenWindowMessage,
  periodAlignmentErrors,
  type DateWindow,
} from "./window";

describe("time windows", () => {
  const claims = [
    { claimId: "a", claimDate: "2025-01-01" },
    { claimId: "b", claimDate: "2025-03-31" },
    { claimId: "c", claimDate: "2025-04-01" },
  ];

  it("includes both ends of the window", () => {
    expect(claimIdsInWindow(claims, { start: "2025-01-01", end: "2025-03-31" })).toEqual(["a", "b"]);
    expect(claimIdsInWindow(claims, { start: "2025-03-31" })).toEqual(["b", "c"]);
    expect(claimIdsInWindow(claims, {})).toEqual(["a", "b", "c"]);
    expect(isInWindow("2025-04-02", { end: "2025-04-01" })).toBe(false);
  });

  it("adds days across month and leap-year ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-01-10", -10)).toBe("2024-12-31");
  });

  it("marks a model contaminated when its cutoff plus buffer is on or after the window start", () => {
    const window = { start: "2025-01-01" };
    expect(isContaminated("2024-12-31", 0, window)).toBe(false);
    expect(isContaminated("2025-01-01", 0, window)).toBe(true);
    expect(isContaminated("2024-12-31", 1, window)).toBe(true);
    expect(isContaminated("2024-12-01", 30, window)).toBe(false);
    expect(isContaminated("2024-12-01", 31, window)).toBe(true);
    expect(isContaminated(null, 100, window)).toBe(false);
    expect(isContaminated("2030-01-01", 0, {})).toBe(false);
  });

  it("calls a claim pre-cutoff when dated on or before cutoff + buffer", () => {
    expect(isPreCutoff("2025-01-01", "2025-01-01", 0)).toBe(true);
    expect(isPreCutoff("2025-01-02", "2025-01-01", 0)).toBe(false);
    expect(isPreCutoff("2025-01-02", "2025-01-01", 1)).toBe(true);
  });

  it("accepts only whole-quarter windows for hidden splits, open sides included", () => {
    const quarterErrors = (w: DateWindow) => periodAlignmentErrors(w, "quarter");
    expect(quarterErrors({})).toBeNull();
    expect(quarterErrors({ start: "2025-04-01", end: "2025-06-30" })).toBeNull();
    expect(quarterErrors({ start: "2024-10-01", end: "2025-03-31" })).toBeNull();
    expect(quarterErrors({ start: "2025-07-01" })).toBeNull();
    expect(quarterErrors({ end: "2025-12-31" })).toBeNull();
    expect(quarterErrors({ start: "2025-04-02", end: "2025-06-30" })).toEqual({
      start: expect.stringContaining("first day of a quarter"),
    });
    expect(quarterErrors({ start: "2025-04-01", end: "2025-06-29" })).toEqual({
      end: expect.stringContaining("last day of a quarter"),
    });
    // A one-day window (one claim) and two windows a day apart are refused.
    expect(quarterErrors({ start: "2025-05-14", end: "2025-05-14" })).toMatchObject({
      start: expect.any(String),
      end: expect.any(String),
    });
    expect(quarterErrors({ start: "2025-04-01", end: "2025-05-14" })).toMatchObject({
      end: expect.any(String),
    });
  });

  it("accepts only whole-month windows for hidden splits of a monthly benchmark", () => {
    const monthErrors = (w: DateWindow) => periodAlignmentErrors(w, "month");
    expect(monthErrors({ start: "2025-05-01", end: "2025-05-31" })).toBeNull();
    expect(monthErrors({ start: "2024-12-01", end: "2025-01-31" })).toBeNull();
    expect(monthErrors({ start: "2024-02-01", end: "2024-02-29" })).toBeNull();
    expect(monthErrors({ end: "2025-02-28" })).toBeNull();
    expect(monthErrors({ start: "2025-02-01", end: "2025-02-27" })).toEqual({
      end: "must be the last day of a month (e.g. 2025-05-31) on hidden test splits",
    });
    expect(monthErrors({ start: "2025-05-14", end: "2025-05-14" })).toMatchObject({
      start: expect.stringContaining("first day of a month"),
      end: expect.any(String),
    });
    // A whole quarter is whole months too; a whole month is not a whole quarter.
    expect(monthErrors({ start: "2025-04-01", end: "2025-06-30" })).toBeNull();
    expect(periodAlignmentErrors({ start: "2025-05-01", end: "2025-05-31" }, "quarter")).not.toBeNull();
    expect(hiddenWindowMessage("month")).toContain("last day of a month (e.g. 2025-05-01 to 2025-05-31)");
    expect(hiddenWindowMessage("quarter")).toContain("last day of a quarter (e.g. 2025-04-01 to 2025-06-30)");
  });
});
