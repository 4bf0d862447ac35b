import { describe, expect, it } from "vitest";
import {
  comparePeriodNames,
  describeUnknownSplit,
  isPeriodEnd,
  isPeriodName,
  isPeriodStart,
  nextPeriod,
  parsePeriodName,
  periodFirstDay,
  periodIndex,
  periodLastDay,
  periodOfDate,
  periodOfName,
  relativePeriod,
  SPLIT_NAME,
} from "./periods";

describe("split periods", () => {
  it("names the period of a date", () => {
    expect(periodOfDate("2025-03-31", "quarter")).toBe("2025Q1");
    expect(periodOfDate("2025-04-01", "quarter")).toBe("2025Q2");
    expect(periodOfDate("2025-03-31", "month")).toBe("2025-03");
    expect(periodOfDate("2024-12-31", "month")).toBe("2024-12");
    expect(periodOfDate("2025-01-01T08:00:00.000Z", "month")).toBe("2025-01");
  });

  it("steps over year ends (Dec → Jan, Q4 → Q1)", () => {
    expect(nextPeriod("2025-12", "month")).toBe("2026-01");
    expect(nextPeriod("2025-09", "month")).toBe("2025-10");
    expect(nextPeriod("2025Q4", "quarter")).toBe("2026Q1");
    expect(periodIndex("2026-01", "month") - periodIndex("2025-12", "month")).toBe(1);
    expect(periodIndex("2026Q1", "quarter") - periodIndex("2025Q3", "quarter")).toBe(2);
  });

  it("counts periods between a claim and a cutoff", () => {
    expect(relativePeriod("2025-01-01", "2024-12-31", "month")).toBe(1);
    expect(relativePeriod("2024-12-01", "2024-12-31", "month")).toBe(0);
    expect(relativePeriod("2023-11-30", "2025-02-01", "month")).toBe(-15);
    expect(relativePeriod("2025-04-01", "2025-03-31", "quarter")).toBe(1);
    expect(relativePeriod("2024-12-31", "2025-01-01", "quarter")).toBe(-1);
    expect(relativePeriod("2026-01-15", "2024-10-01", "quarter")).toBe(5);
  });

  it("gives first and last days, February included", () => {
    expect(periodFirstDay(periodIndex("2024-02", "month"), "month")).toBe("2024-02-01");
    expect(periodLastDay(periodIndex("2024-02", "month"), "month")).toBe("2024-02-29");
    expect(periodLastDay(periodIndex("2025-02", "month"), "month")).toBe("2025-02-28");
    expect(periodLastDay(periodIndex("2025-12", "month"), "month")).toBe("2025-12-31");
    expect(periodFirstDay(periodIndex("2025Q4", "quarter"), "quarter")).toBe("2025-10-01");
    expect(periodLastDay(periodIndex("2025Q4", "quarter"), "quarter")).toBe("2025-12-31");
    expect(isPeriodStart("2025-05-01", "month")).toBe(true);
    expect(isPeriodStart("2025-05-01", "quarter")).toBe(false);
    expect(isPeriodEnd("2025-04-30", "month")).toBe(true);
    expect(isPeriodEnd("2025-04-30", "quarter")).toBe(false);
    expect(isPeriodEnd("2025-06-30", "quarter")).toBe(true);
    expect(isPeriodEnd("2025-06-29", "month")).toBe(false);
  });

  it("reads names of one period only and sorts them", () => {
    expect(isPeriodName("2025-07", "month")).toBe(true);
    expect(isPeriodName("2025-07", "quarter")).toBe(false);
    expect(isPeriodName("2025Q3", "month")).toBe(false);
    expect(parsePeriodName("2025-13", "month")).toBeNull();
    expect(parsePeriodName("2025-00", "month")).toBeNull();
    expect(parsePeriodName("2025Q5", "quarter")).toBeNull();
    expect(periodOfName("2025-07")).toBe("month");
    expect(periodOfName("2025Q3")).toBe("quarter");
    expect(periodOfName("2025-7")).toBeNull();
    expect(["2026-01", "2025-12", "2025-02"].sort(comparePeriodNames)).toEqual([
      "2025-02",
      "2025-12",
      "2026-01",
    ]);
    expect(() => periodIndex("2025Q3", "month")).toThrow(/YYYY-MM/);
    expect(() => relativePeriod("yesterday", "2025-01-01", "month")).toThrow(/ISO date/);
  });

  it("reads a split name of either period, exactly the names that have a period", () => {
    const names = ["2025-11", "2025-01", "2025-12", "2025Q1", "2025Q4", "0000-01"];
    const refused = ["2025-13", "2025-00", "2025-1", "2025Q0", "2025Q5", "2025q1", "2025-11 ", "x2025-11"];
    for (const name of [...names, ...refused])
      expect(SPLIT_NAME.test(name), name).toBe(periodOfName(name) !== null);
    expect(names.every((n) => SPLIT_NAME.test(n))).toBe(true);
  });

  it("says why a split name matches none of a benchmark's splits", () => {
    expect(describeUnknownSplit("2031-01", "month", ["2025-10", "2025-11"])).toBe(
      "No split 2031-01; the splits are 2025-10, 2025-11",
    );
    expect(describeUnknownSplit("2025Q4", "month", ["2025-11"])).toBe(
      "No split 2025Q4: this benchmark's splits are months, each a month written YYYY-MM, e.g. 2025-07 (2025-11)",
    );
    expect(describeUnknownSplit("2025-11", "quarter", [])).toBe(
      "No split 2025-11: this benchmark's splits are quarters, each a quarter written YYYYQn, e.g. 2025Q3 (none you may see)",
    );
  });
});
