import { describe, expect, it } from "vitest";
import { discloseNumber } from "@/lib/disclosure/disclosure-policy";
import { disclosureStep, roundToStep } from "@/lib/disclosure/disclosure-step";
import { displayStep } from "@/lib/disclosure/display-step";
import {
  formatCount,
  formatDate,
  formatUsd,
  formatDateTime,
  formatDifference,
  formatDifferenceInterval,
  formatInterval,
  formatMetric,
  formatPValue,
  metricKind,
} from ".";

describe("formatMetric", () => {
  it("prints shares as percentages with one decimal and errors with three", () => {
    expect(formatMetric("accuracy", 0.7234)).toBe("72.3%");
    expect(formatMetric("macro_f1", 0.725)).toBe("72.5%");
    expect(formatMetric("acc3", 1)).toBe("100.0%");
    expect(formatMetric("mse", 0.15349)).toBe("0.153");
    expect(formatMetric("mae", 0.0005)).toBe("0.001");
    expect(formatMetric("ssa.factor", 1.23456)).toBe("1.23");
    expect(formatMetric("meteor", 0.91234)).toBe("0.912");
  });

  it("prints missing and withheld values as a dash", () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatMetric("accuracy", v)).toBe("—");
  });

  it("never prints more digits than the disclosure step carries", () => {
    expect(formatMetric("accuracy", 0.72, { step: 0.02 })).toBe("72%");
    expect(formatMetric("accuracy", 0.7, { step: 0.05 })).toBe("70%");
    expect(formatMetric("accuracy", 0.725, { step: 0.005 })).toBe("72.5%");
    expect(formatMetric("accuracy", 0.723, { step: 0.001 })).toBe("72.3%");
    expect(formatMetric("mse", 0.12, { step: 0.04 })).toBe("0.12");
    expect(formatMetric("mse", 0.2, { step: 0.2 })).toBe("0.2");
    expect(formatMetric("mse", 0.123, { step: 0.001 })).toBe("0.123");
    expect(formatMetric("accuracy", 0.72, { step: "auto" })).toBe("72%");
    expect(formatMetric("accuracy", 0.7234, { step: "auto" })).toBe("72.3%");
  });

  it("keeps a disclosed value's digits exactly (never re-rounds it to a different number)", () => {
    for (const n of [30, 100, 250, 1000, 2500, 10_000, 40_000, 250_000]) {
      for (const metric of ["accuracy", "mse", "mae"]) {
        const step = disclosureStep(metric, n);
        for (let i = 0; i < 200; i++) {
          const exact = (metric === "accuracy" ? 1 : 2) * ((i * 0.6180339887) % 1);
          const disclosed = roundToStep(exact, step);
          const printed = formatMetric(metric, disclosed, { step });
          const back = Number(printed.replace("%", "")) / (metric === "accuracy" ? 100 : 1);
          expect(Math.abs(back - disclosed), `${metric} n=${n} ${disclosed} → ${printed}`).toBeLessThan(1e-9);
        }
      }
    }
  });

  it("takes the step lib/disclosure used for that metric and n, and none for exact or gold-free values", () => {
    const disclosure = { exact: false, stepOverride: null };
    expect(displayStep(disclosure, "accuracy", 500)).toBe(0.02);
    expect(
      formatMetric(
        "accuracy",
        discloseNumber({ exact: false, stepOverride: null }, "accuracy", 0.7234, 500),
        {
          step: displayStep(disclosure, "accuracy", 500),
        },
      ),
    ).toBe("72%");
    expect(displayStep(disclosure, "fsr", 500)).toBeNull();
    expect(displayStep({ exact: true }, "accuracy", 500)).toBeNull();
    expect(displayStep({ exact: false, stepOverride: 0.025 }, "accuracy", 500)).toBe(0.025);
    expect(formatMetric("accuracy", 0.725, { step: 0.025 })).toBe("72.5%");
  });
});

describe("intervals and differences", () => {
  it("prints intervals in the value's unit", () => {
    expect(formatInterval("accuracy", 0.701, 0.746)).toBe("[70.1%, 74.6%]");
    expect(formatInterval("mse", 0.1, 0.2)).toBe("[0.100, 0.200]");
    expect(formatInterval("mse", Number.NaN, 0.2)).toBe("");
  });

  it("prints differences signed, shares in percentage points", () => {
    expect(formatDifference("accuracy", 0.0234)).toBe("+2.3 pp");
    expect(formatDifference("accuracy", -0.0234)).toBe("-2.3 pp");
    expect(formatDifference("reasoning_gap", 0.05)).toBe("+5.0 pp");
    expect(formatDifference("mse", -0.0123)).toBe("-0.012");
    expect(formatDifference("accuracy", -0.00001)).toBe("0.0 pp");
    expect(formatDifference("accuracy", 0.04, { step: 0.04 })).toBe("+4 pp");
    expect(formatDifferenceInterval("macro_f1", -0.01, 0.03)).toBe("[-1.0 pp, +3.0 pp]");
  });

  it("knows the metric kinds", () => {
    expect(metricKind("avg12")).toBe("share");
    expect(metricKind("mse")).toBe("error");
  });
});

describe("formatPValue", () => {
  it("prints small p-values as < 0.001 and others with three decimals", () => {
    expect(formatPValue(0)).toBe("< 0.001");
    expect(formatPValue(0.0004)).toBe("< 0.001");
    expect(formatPValue(0.0432)).toBe("0.043");
    expect(formatPValue(1)).toBe("1.000");
    expect(formatPValue(null)).toBe("—");
  });

  it("prints disclosed p-values to their step", () => {
    expect(formatPValue(0, { step: 0.01 })).toBe("< 0.01");
    expect(formatPValue(0.04, { step: 0.01 })).toBe("0.04");
  });
});

describe("dates", () => {
  it("prints ISO dates and UTC times", () => {
    expect(formatDate("2026-11-30T13:58:49.000Z")).toBe("2026-11-30");
    expect(formatDate("2026-11-30")).toBe("2026-11-30");
    expect(formatDate(new Date(Date.UTC(2026, 0, 2, 23, 59)))).toBe("2026-01-02");
    expect(formatDateTime("2026-11-30T13:58:49.000Z")).toBe("2026-11-30 13:58 UTC");
    expect(formatDateTime(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });

  it("prints counts with separators", () => {
    expect(formatCount(25000)).toBe("25,000");
    expect(formatCount(null)).toBe("—");
    expect(formatUsd(12.5)).toBe("$12.50");
    expect(formatUsd(0.0042)).toBe("$0.0042");
  });
});
