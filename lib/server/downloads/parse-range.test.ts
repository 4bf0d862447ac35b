import { describe, expect, it } from "vitest";
import { parseRange } from "./parse-range";

describe("parseRange", () => {
  it("reads the forms a client resuming a download sends", () => {
    expect(parseRange("bytes=100-", 1000)).toEqual({ start: 100, end: 999 });
    expect(parseRange("bytes=0-0", 1000)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=10-19", 1000)).toEqual({ start: 10, end: 19 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=-10", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers the whole file for no header, another unit, several ranges or nonsense", () => {
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("bytes=-", 1000)).toBeNull();
    expect(parseRange("bytes=20-10", 1000)).toBeNull();
  });

  it("says unsatisfiable for a start at or past the end", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
