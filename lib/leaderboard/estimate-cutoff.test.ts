import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chi2Quantile1 } from "./chi2-quantile";
import {
  claimErrors,
  estimateCutoff,
  isCutoffContradicted,
  periodEnd,
  periodStart,
  type CutoffEstimate,
  type CutoffGranularity,
} from "./estimate-cutoff";

// Values from tests/fixtures/cutoff/make_cutoff.py (NumPy residual sums, SciPy χ² quantile).
const fixture = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/cutoff/cutoff.json"), "utf8"),
) as {
  chi2_1_quantiles: [number, number][];
  cases: {
    name: string;
    granularity: CutoffGranularity;
    points: [string, number][];
    expected: CutoffEstimate | null;
  }[];
};

describe("estimateCutoff against the NumPy/SciPy reference", () => {
  it.each(fixture.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = estimateCutoff(
      c.points.map(([date, error]) => ({ date, error })),
      c.granularity,
    );
    if (c.expected === null) expect(result).toHaveProperty("reason");
    else expect(result).toEqual(c.expected);
  });

  it("finds the sharp rise exactly and flags a declared cutoff outside the interval", () => {
    const sharp = fixture.cases.find((c) => c.name === "verdict-sharp")!;
    const e = estimateCutoff(
      sharp.points.map(([date, error]) => ({ date, error })),
      "month",
    ) as CutoffEstimate;
    expect(e.cutoff).toBe("2024-06-30");
    expect(isCutoffContradicted("2024-06-15", e)).toBe(false);
    expect(isCutoffContradicted("2023-12-31", e)).toBe(true);
    expect(isCutoffContradicted("2024-07-01", e)).toBe(true);
  });
});

describe("the Bonferroni m counts every boundary tried", () => {
  it("refuses a rise after 8 of 31 boundaries that m = 8 would pass", () => {
    const u = fixture.cases.find((c) => c.name === "u-shape")!;
    const result = estimateCutoff(
      u.points.map(([date, error]) => ({ date, error })),
      "month",
    );
    expect(result).toEqual({ reason: "no significant rise in error" });
  });
  it("makes no candidate of an empty period", () => {
    const gap = fixture.cases.find((c) => c.name === "gap-months")!;
    expect(gap.points.some(([date]) => date.startsWith("2024-09"))).toBe(false);
    const e = estimateCutoff(
      gap.points.map(([date, error]) => ({ date, error })),
      "month",
    ) as CutoffEstimate;
    // The interval ends at period ends with claims, never inside the gap (2024-07 to 2024-12).
    expect(e.high).toBe("2025-01-31");
    expect(e.cutoff).toBe("2024-06-30");
  });
});

describe("chi2Quantile1 against SciPy", () => {
  it.each(fixture.chi2_1_quantiles)("p = %s", (p, q) => {
    expect(Math.abs(chi2Quantile1(p) - q) / q).toBeLessThan(1e-8);
  });
});

describe("periods and per-claim errors", () => {
  it("period ends and starts", () => {
    expect(periodEnd(2024 * 12 + 1, "month")).toBe("2024-02-29");
    expect(periodEnd(2024 * 4 + 3, "quarter")).toBe("2024-12-31");
    expect(periodStart("2024-12-31", "quarter")).toBe("2024-10-01");
    expect(periodStart("2024-02-29", "month")).toBe("2024-02-01");
  });

  it("averages a claim's original instances: squared error, or 1 − correct", () => {
    const base = {
      slice: null,
      label: null,
      score: null,
      parsed: true,
      missing: false,
      cited: false,
      leaked: false,
    };
    const errors = claimErrors([
      { ...base, claimId: "a", variant: "original", slice: -3, correct: true },
      { ...base, claimId: "a", variant: "original", slice: 0, correct: false },
      { ...base, claimId: "a", variant: "shifted", correct: false },
      { ...base, claimId: "b", variant: "original", sqError: 0.25 },
    ]);
    expect(errors).toEqual(
      new Map([
        ["a", 0.5],
        ["b", 0.25],
      ]),
    );
  });
});
