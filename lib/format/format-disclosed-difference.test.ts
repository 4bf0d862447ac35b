import { describe, expect, it } from "vitest";
import { discloseDifference } from "@/lib/disclosure/disclosure-policy";
import { displayDifferenceStep } from "@/lib/disclosure/display-step";
import { formatDifferenceSize, formatDisclosedDifference } from ".";

const HIDDEN = { exact: false as const, stepOverride: null };

describe("formatDisclosedDifference", () => {
  it("says a hidden difference is below the disclosure step instead of printing 0.0 [0.0, 0.0]", () => {
    // MSE over 900 claims: η = 0.05, differences in steps of 0.1.
    const step = displayDifferenceStep(HIDDEN, "mse", 900);
    expect(step).toBe(0.1);
    const disclosed = {
      difference: discloseDifference(HIDDEN, "mse", 0.021, 900),
      low: discloseDifference(HIDDEN, "mse", 0.012, 900),
      high: discloseDifference(HIDDEN, "mse", 0.03, 900),
    };
    expect(disclosed).toEqual({ difference: 0, low: 0, high: 0 });
    expect(formatDisclosedDifference("mse", disclosed, step)).toEqual({
      value: "|Δ| ≤ 0.05",
      interval: "within ±0.05",
      isBelowStep: true,
    });
    expect(formatDisclosedDifference("accuracy", { difference: 0, low: 0, high: 0 }, 0.04).value).toBe(
      "|Δ| ≤ 2 pp",
    );
  });

  it("prints other differences to their step, and exact zeros as they are", () => {
    expect(formatDisclosedDifference("mse", { difference: 0, low: 0, high: 0.1 }, 0.1)).toEqual({
      value: "0.0",
      interval: "[0.0, +0.1]",
      isBelowStep: false,
    });
    expect(formatDisclosedDifference("accuracy", { difference: 0, low: 0, high: 0 }, null).value).toBe(
      "0.0 pp",
    );
    expect(formatDisclosedDifference("accuracy", { difference: 0.04, low: null, high: null }, 0.04)).toEqual({
      value: "+4 pp",
      interval: "",
      isBelowStep: false,
    });
  });

  it("writes step sizes unsigned in the difference's unit", () => {
    expect(formatDifferenceSize("mse", 0.1)).toBe("0.1");
    expect(formatDifferenceSize("accuracy", 0.04)).toBe("4 pp");
    expect(formatDifferenceSize("reasoning_gap", 0.005)).toBe("0.5 pp");
  });
});
