import { describe, expect, it } from "vitest";
import { computeBackoffMs } from "./compute-backoff";

describe("computeBackoffMs", () => {
  it("doubles per attempt between half and all of the nominal delay", () => {
    const low = () => 0;
    const high = () => 0.999999;
    expect([1, 2, 3, 4].map((a) => computeBackoffMs(a, { baseMs: 1000 }, low))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4].map((a) => computeBackoffMs(a, { baseMs: 1000 }, high))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it("caps the delay at maxMs", () => {
    expect(computeBackoffMs(20, { baseMs: 1000, maxMs: 60_000 }, () => 0.999999)).toBe(60_000);
    expect(computeBackoffMs(1000, { baseMs: 1000, maxMs: 60_000 }, () => 0)).toBe(30_000);
  });

  it("defaults to 5 s doubling and treats attempt 0 like attempt 1", () => {
    expect(computeBackoffMs(1, {}, () => 0.5)).toBe(3750);
    expect(computeBackoffMs(0, {}, () => 0)).toBe(2500);
  });

  it("spreads retries of simultaneous failures", () => {
    const delays = new Set(Array.from({ length: 50 }, () => computeBackoffMs(3, { baseMs: 1000 })));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(2000);
  });
});
