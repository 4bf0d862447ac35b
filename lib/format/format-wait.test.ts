import { describe, expect, it } from "vitest";
import { formatWait } from "./format-wait";

describe("formatWait", () => {
  it("names the largest units that matter", () => {
    expect(formatWait(null)).toBe("—");
    expect(formatWait(400)).toBe("0 s");
    expect(formatWait(40_400)).toBe("40 s");
    expect(formatWait(12 * 60_000 + 10_000)).toBe("12 min");
    expect(formatWait(3 * 3_600_000)).toBe("3 h");
    expect(formatWait(3 * 3_600_000 + 5 * 60_000)).toBe("3 h 5 min");
    expect(formatWait(52 * 3_600_000)).toBe("2 d 4 h");
  });
});
