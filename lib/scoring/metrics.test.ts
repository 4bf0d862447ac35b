import { describe, expect, it } from "vitest";
import { boardMetrics, isLowerBetter, metricLabel, metricOf, primaryMetric } from "./metrics";

describe("the metric registry", () => {
  it("lists each track's board columns in their order, primary first", () => {
    expect(boardMetrics("integrity", false)).toEqual(["mse", "mae", "acc3", "acc7"]);
    const plain = [
      "macro_f1",
      "accuracy",
      "weighted_f1",
      "fsr",
      "macro_f1_parsed",
      "accuracy_parsed",
      "weighted_f1_parsed",
    ];
    expect(boardMetrics("verdict", false)).toEqual(plain);
    expect(boardMetrics("verdict", true)).toEqual(["avg12", ...plain, "reasoning_gap"]);
    expect([
      primaryMetric("integrity", true),
      primaryMetric("verdict", false),
      primaryMetric("verdict", true),
    ]).toEqual(["mse", "macro_f1", "avg12"]);
  });

  it("reads an unlisted metric as a share of claims, named by its key", () => {
    expect(metricOf("flagged_share")).toEqual({
      display: "share",
      lowerIsBetter: false,
      spread: 0.5,
      needsGold: true,
    });
    expect(metricLabel("my-embedding")).toBe("my-embedding");
    expect([isLowerBetter("mae"), isLowerBetter("accuracy")]).toEqual([true, false]);
    expect([metricOf("mse").spread, metricOf("ssa.delta").spread, metricOf("fsr").needsGold]).toEqual([
      2,
      1,
      false,
    ]);
  });
});
