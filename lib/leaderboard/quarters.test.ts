import { describe, expect, it } from "vitest";
import { quarterIndex, quarterName, relativeQuarter, splitQuarterIndex } from "./quarters";

describe("quarters", () => {
  it("numbers quarters so that differences count quarters across years", () => {
    expect(quarterName(quarterIndex("2025-03-31"))).toBe("2025Q1");
    expect(quarterName(quarterIndex("2025-04-01"))).toBe("2025Q2");
    expect(quarterName(quarterIndex("2024-12-31"))).toBe("2024Q4");
    expect(splitQuarterIndex("2026Q1") - splitQuarterIndex("2025Q3")).toBe(2);
  });

  it("gives the relative quarter of a claim to a cutoff (VeriTaS Fig. 5)", () => {
    expect(relativeQuarter("2025-02-10", "2025-01-01")).toBe(0);
    expect(relativeQuarter("2025-04-01", "2025-03-31")).toBe(1);
    expect(relativeQuarter("2024-12-31", "2025-01-01")).toBe(-1);
    expect(relativeQuarter("2026-01-15", "2024-10-01")).toBe(5);
    expect(relativeQuarter("2023-08-01", "2024-06-30")).toBe(-3);
  });

  it("refuses malformed input", () => {
    expect(() => quarterIndex("yesterday")).toThrow(/ISO date/);
    expect(() => splitQuarterIndex("2025Q5")).toThrow(/quarter/);
  });
});
