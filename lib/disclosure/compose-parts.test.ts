import { describe, expect, it } from "vitest";
import { pool, poolDifference, poolProperties, toSplitPart, type SplitPart } from "./compose-parts";
import type { ScoreResult } from "@/lib/scoring/score-records";

const Z = 1.959963984540054;

describe("composing split results (DOMAIN §6, boards that read hidden splits)", () => {
  it("takes one split's value and interval unchanged", () => {
    expect(pool([{ n: 300, value: 0.52, interval: [0.46, 0.58] }])).toEqual({
      n: 300,
      value: 0.52,
      interval: [0.46, 0.58],
    });
  });

  it("weights values by claims and combines standard errors of independent splits", () => {
    const p = pool([
      { n: 300, value: 0.5, interval: [0.44, 0.56] },
      { n: 100, value: 0.7, interval: [0.6, 0.8] },
    ]);
    expect(p.value).toBeCloseTo(0.55, 12);
    const se = Math.sqrt((0.75 * (0.06 / Z)) ** 2 + (0.25 * (0.1 / Z)) ** 2);
    expect(p.interval[0]).toBeCloseTo(0.55 - Z * se, 12);
    expect(p.interval[1]).toBeCloseTo(0.55 + Z * se, 12);
  });

  it("withholds a pooled value when any part is withheld, and its interval when any interval is", () => {
    expect(
      pool([
        { n: 10, value: Number.NaN },
        { n: 10, value: 0.5 },
      ]).value,
    ).toBeNaN();
    const p = pool([
      { n: 10, value: 0.4, interval: [0.3, 0.5] },
      { n: 10, value: 0.5 },
    ]);
    expect(p.value).toBeCloseTo(0.45, 12);
    expect(p.interval[0]).toBeNaN();
  });

  it("differences independent sides with the root sum of squared errors", () => {
    const a = { n: 100, value: 0.4, interval: [0.3, 0.5] as [number, number] };
    const b = { n: 100, value: 0.6, interval: [0.5, 0.7] as [number, number] };
    const d = poolDifference(a, b);
    expect(d.value).toBeCloseTo(0.2, 12);
    expect(d.interval[1] - d.value).toBeCloseTo(Math.sqrt(0.1 ** 2 + 0.1 ** 2), 12);
  });

  it("reads a stored result whole or cut to one slice, a stored null as withheld", () => {
    const result = {
      n: 60,
      track: "verdict",
      metrics: { accuracy: 0.5, macro_f1: null },
      slices: { "0": { classification: { accuracy: 0.6, macro_f1: 0.55 } } },
      ci: { b: 1000, seed: 0, level: 0.95, intervals: { accuracy: [0.4, 0.6] } },
    } as unknown as ScoreResult;
    const whole = toSplitPart({ name: "2025Q1", periodIndex: 8100 }, result, { mode: "classification" });
    expect(whole.values["accuracy"]).toBe(0.5);
    expect(whole.values["macro_f1"]).toBeNaN();
    expect(whole.intervals["accuracy"]).toEqual([0.4, 0.6]);
    const cut = toSplitPart({ name: "2025Q1", periodIndex: 8100 }, result, {
      slice: 0,
      mode: "classification",
    });
    expect(cut.values).toEqual({ accuracy: 0.6, macro_f1: 0.55 });
    expect(cut.intervals).toEqual({});
  });

  it("weights property MSEs by each split's property n", () => {
    const part = (mse: number, n: number): SplitPart => ({
      split: "s",
      periodIndex: 0,
      n: 100,
      missing: 0,
      values: {},
      intervals: {},
      properties: { media: { mse, n, missing: 1 } },
    });
    expect(poolProperties([part(0.2, 30), part(0.6, 10)])).toEqual({
      media: { mse: 0.3, n: 40, missing: 2 },
    });
  });
});
