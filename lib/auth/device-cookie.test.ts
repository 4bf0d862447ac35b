import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueDeviceCookie, readDeviceCookie } from "./device-cookie";

const key = randomBytes(32);

describe("device cookie", () => {
  it("names a random device, signed for one email (any case and spacing)", () => {
    const value = issueDeviceCookie("Owner@Example.org", key);
    const id = readDeviceCookie(value, " owner@example.org ", key);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${id}.`)).toBe(true);
    expect(readDeviceCookie(issueDeviceCookie("owner@example.org", key), "owner@example.org", key)).not.toBe(
      id,
    );
  });

  it("is worthless for another email, with another key, or altered", () => {
    const value = issueDeviceCookie("owner@example.org", key);
    const [id = "", sig = ""] = value.split(".");
    expect(readDeviceCookie(value, "stranger@example.org", key)).toBeNull();
    expect(readDeviceCookie(value, "owner@example.org", randomBytes(32))).toBeNull();
    for (const bad of [undefined, "", id, `${id}.`, `x${id}.${sig}`, `${id}.${sig}x`, `${value}.more`])
      expect(readDeviceCookie(bad, "owner@example.org", key)).toBeNull();
  });
});
