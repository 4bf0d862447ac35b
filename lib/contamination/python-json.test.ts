import { describe, expect, it } from "vitest";
import { PythonFloat, toPythonJson } from "./python-json";
import { readFixtureJson } from "@/tests/support/contamination-cases";

const cases = readFixtureJson<[number, string][]>("python-json.json");

describe("toPythonJson", () => {
  it("writes floats and strings exactly as Python's json.dumps", () => {
    expect(cases.length).toBeGreaterThan(10);
    for (const [x, expected] of cases) {
      expect(toPythonJson({ x: new PythonFloat(x), s: "café \u{20000}" })).toBe(expected);
    }
  });
  it("writes integers, booleans, null and nesting", () => {
    expect(toPythonJson({ summary: { n: 68, ok: true, mean: null, list: [1, 2.5] } })).toBe(
      '{"summary": {"n": 68, "ok": true, "mean": null, "list": [1, 2.5]}}',
    );
  });
});
