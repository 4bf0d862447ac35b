import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  createTokenSecret,
  hashTokenSecret,
  isWellFormedToken,
  tokenMatches,
} from "@/lib/security/token-secret";

describe("API token secrets", () => {
  it("creates distinct well-formed secrets whose prefix is their start", () => {
    const a = createTokenSecret();
    const b = createTokenSecret();
    expect(a.secret).not.toBe(b.secret);
    expect(isWellFormedToken(a.secret)).toBe(true);
    expect(a.secret.startsWith(a.prefix)).toBe(true);
    expect(a.hash).not.toContain(a.secret);
  });

  it("stores the sha256 of the secret, never the secret", () => {
    const { secret, hash } = createTokenSecret();
    expect(hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(hashTokenSecret(secret)).toBe(hash);
  });

  it("matches only the exact secret", () => {
    const { secret, hash } = createTokenSecret();
    expect(tokenMatches(secret, hash)).toBe(true);
    expect(tokenMatches(secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A"), hash)).toBe(false);
  });

  it("refuses malformed secrets before any lookup", () => {
    for (const bad of ["", "lc_", "lc_short", "xx_" + "a".repeat(43), "lc_" + "a".repeat(42) + "!"]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});
