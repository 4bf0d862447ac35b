import { describe, expect, it } from "vitest";
import { parseRetryAfterMs } from "./retry-after";

describe("parseRetryAfterMs", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const of = (headers: Record<string, string>) => parseRetryAfterMs(new Headers(headers), now);

  it("prefers retry-after-ms, then reads seconds or an HTTP date", () => {
    expect(of({ "retry-after-ms": "1500", "retry-after": "9" })).toBe(1500);
    expect(of({ "retry-after": "2" })).toBe(2000);
    expect(of({ "retry-after": "0.25" })).toBe(250);
    expect(of({ "retry-after": "Wed, 01 Jan 2025 12:00:30 GMT" })).toBe(30_000);
    expect(of({ "retry-after": "Wed, 01 Jan 2025 11:00:00 GMT" })).toBe(0);
  });

  it("ignores missing, negative and unparseable values", () => {
    expect(of({})).toBeNull();
    expect(parseRetryAfterMs(undefined)).toBeNull();
    expect(of({ "retry-after-ms": "-5" })).toBeNull();
    expect(of({ "retry-after": "soon" })).toBeNull();
    expect(of({ "retry-after-ms": "x", "retry-after": "1" })).toBe(1000);
  });
});
