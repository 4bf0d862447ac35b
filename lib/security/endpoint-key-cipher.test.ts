import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SealedKeyError,
  endpointKeyHint,
  endpointKeyLast4,
  openEndpointKey,
  sealEndpointKey,
} from "./endpoint-key-cipher";

const KEY = randomBytes(32);
const API_KEY = "sk-test-0123456789abcdefWXYZ";

/** `sealed` with one character of part `part` (1 iv, 2 ciphertext, 3 tag) changed. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split(".");
  const p = parts[part]!;
  parts[part] = (p[0] === "A" ? "B" : "A") + p.slice(1);
  return parts.join(".");
}

describe("sealing endpoint keys (AES-256-GCM)", () => {
  it("opens what it sealed, and never stores the key in clear", () => {
    const sealed = sealEndpointKey(API_KEY, "model-1", KEY);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(API_KEY);
    expect(sealed).not.toContain(Buffer.from(API_KEY).toString("base64url").slice(0, 8));
    expect(openEndpointKey(sealed, "model-1", KEY)).toBe(API_KEY);
  });

  it("uses a fresh nonce each time: the same key seals differently", () => {
    const a = sealEndpointKey(API_KEY, "model-1", KEY);
    const b = sealEndpointKey(API_KEY, "model-1", KEY);
    expect(a).not.toBe(b);
    expect(a.split(".")[1]).not.toBe(b.split(".")[1]);
  });

  it.each([
    [1, "the nonce"],
    [2, "the ciphertext"],
    [3, "the tag"],
  ])("refuses a sealed key whose %s part (%s) was altered", (part) => {
    const sealed = sealEndpointKey(API_KEY, "model-1", KEY);
    expect(() => openEndpointKey(flip(sealed, part), "model-1", KEY)).toThrow(SealedKeyError);
  });

  it("refuses a sealed key copied onto another model, or opened under another secret", () => {
    const sealed = sealEndpointKey(API_KEY, "model-1", KEY);
    expect(() => openEndpointKey(sealed, "model-2", KEY)).toThrow(SealedKeyError);
    expect(() => openEndpointKey(sealed, "model-1", randomBytes(32))).toThrow(
      /sealed under another ENDPOINT_SECRET_KEY/,
    );
  });

  it("refuses stored text that is not its format", () => {
    for (const bad of ["", "v2.a.b.c", "v1.only.three", "v1.a.b.c.d", API_KEY])
      expect(() => openEndpointKey(bad, "model-1", KEY)).toThrow(SealedKeyError);
  });

  it("needs a 32-byte key", () => {
    expect(() => sealEndpointKey(API_KEY, "m", randomBytes(16))).toThrow(/32 bytes, not 16/);
  });

  it("round-trips every printable key, long ones included", () => {
    const long = Array.from({ length: 500 }, (_, i) => String.fromCharCode(33 + (i % 94))).join("");
    expect(openEndpointKey(sealEndpointKey(long, "m", KEY), "m", KEY)).toBe(long);
  });
});

describe("the key's hint", () => {
  it("is •••• and the last 4 characters", () => {
    expect(endpointKeyHint(endpointKeyLast4(API_KEY))).toBe("••••WXYZ");
  });

  it("shows no character of a short key", () => {
    expect(endpointKeyLast4("abcdefghijk")).toBe("");
    expect(endpointKeyHint(endpointKeyLast4("abcdefghijk"))).toBe("••••");
    expect(endpointKeyLast4("abcdefghijkl")).toBe("ijkl");
  });
});
