import { describe, expect, it } from "vitest";
import { niceAxis } from "./chart-axis";

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
