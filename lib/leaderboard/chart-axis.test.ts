import { describe, expect, it } from "vitest";
import { niceAxis, tickDecimals } from "./chart-axis";

describe("niceAxis", () => {
  it("covers the values with round ticks", () => {
    expect(niceAxis(0.03, 0.41)).toEqual({ domain: [0, 0.5], ticks: [0, 0.1, 0.2, 0.3, 0.4, 0.5] });
    expect(niceAxis(-0.04, 0.84).ticks).toEqual([-0.2, 0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it("gives a flat line an axis with a span", () => {
    expect(niceAxis(0, 0)).toEqual({ domain: [0, 0.2], ticks: [0, 0.2] });
    expect(niceAxis(0.5, 0.5).ticks.length).toBeGreaterThanOrEqual(2);
  });
});

describe("tickDecimals", () => {
  it("prints as many decimals as the step needs, so neighbouring ticks differ", () => {
    expect(tickDecimals([0, 0.002, 0.004])).toBe(3);
    expect(tickDecimals([0, 0.01, 0.02])).toBe(2);
    expect(tickDecimals([0.05, 0.1])).toBe(2);
    expect(tickDecimals([0, 0.2, 0.4])).toBe(1);
    expect(tickDecimals([0, 5, 10])).toBe(0);
    expect(tickDecimals([20, 40])).toBe(0);
    expect(tickDecimals([1])).toBe(0);
    for (const ticks of [niceAxis(0.001, 0.009).ticks, niceAxis(-0.002, 0.006).ticks]) {
      const printed = ticks.map((t) => t.toFixed(tickDecimals(ticks)));
      expect(new Set(printed).size).toBe(ticks.length);
    }
  });
});
