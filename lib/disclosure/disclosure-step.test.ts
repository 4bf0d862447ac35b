import { describe, expect, it } from "vitest";
import { niceFloor, disclosureStep, roundToStep } from "./disclosure-step";

describe("disclosureStep", () => {
  it("is the largest 1-2-5 step at most one standard error of the metric", () => {
    // 0.5 / √300 = 0.0289 → 0.02; 2 / √300 = 0.115 → 0.1 (MSE on [0, 4]); 1 / √300 → 0.05 (MAE).
    expect(disclosureStep("accuracy", 300)).toBe(0.02);
    expect(disclosureStep("mse", 300)).toBe(0.1);
    expect(disclosureStep("mae", 300)).toBe(0.05);
    // 0.5 / √1000 = 0.0158 → 0.01; 0.5 / √30 = 0.091 → 0.05; 0.5 / √2500 = 0.01 exactly → 0.01.
    expect(disclosureStep("macro_f1", 1000)).toBe(0.01);
    expect(disclosureStep("acc7", 30)).toBe(0.05);
    expect(disclosureStep("avg12", 2500)).toBe(0.01);
  });

  it("scales a maintainer's override by the metric's spread", () => {
    expect(disclosureStep("accuracy", 300, 0.01)).toBe(0.01);
    expect(disclosureStep("mse", 300, 0.01)).toBe(0.04);
  });

  it("never goes below 0.001", () => {
    expect(disclosureStep("accuracy", 10_000_000)).toBe(0.001);
    expect(niceFloor(0)).toBe(0.001);
  });
});

describe("roundToStep", () => {
  it("rounds to the nearest multiple and prints cleanly", () => {
    expect(roundToStep(0.617, 0.02)).toBe(0.62);
    expect(roundToStep(0.609, 0.02)).toBe(0.6);
    expect(roundToStep(0.4567, 0.1)).toBe(0.5);
    expect(roundToStep(-0.009, 0.02)).toBe(0);
    expect(Object.is(roundToStep(-0.009, 0.02), -0)).toBe(false);
    expect(String(roundToStep(0.7, 0.05))).toBe("0.7");
  });
});
