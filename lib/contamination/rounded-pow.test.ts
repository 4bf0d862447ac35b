import { describe, expect, it } from "vitest";
import { roundedPow } from "./rounded-pow";
import { readFixtureJson } from "@/tests/support/contamination-cases";

const cases = readFixtureJson<[number, number, number][]>("pow.json");

describe("roundedPow", () => {
  it("is within one ulp of Python's float ** int, and almost always equal", () => {
    expect(cases.length).toBeGreaterThan(800);
    const ulp = (v: number) => Math.abs(v) * Number.EPSILON;
    expect(cases.filter(([x, n, value]) => Math.abs(roundedPow(x, n) - value) > ulp(value))).toEqual([]);
    const equal = cases.filter(([x, n, value]) => roundedPow(x, n) === value).length;
    const equalV8 = cases.filter(([x, n, value]) => x ** n === value).length;
    expect(equal / cases.length).toBeGreaterThan(0.99);
    expect(equal).toBeGreaterThan(equalV8);
  });
  it("fixes the case where V8's ** is one ulp off", () => {
    const x = 3 / 13;
    const python = cases.find(([c, n]) => c === x && n === 3)?.[2];
    expect(roundedPow(x, 3)).toBe(python);
    expect(x ** 3).not.toBe(python);
  });
  it("falls back to ** outside its range", () => {
    expect(roundedPow(2, 0.5)).toBe(Math.SQRT2);
    expect(roundedPow(0, 3)).toBe(0);
  });
});
