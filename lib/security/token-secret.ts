// API token secrets: `lc_` + 32 random bytes (base64url). Only the sha256 is stored; a
// fast hash is right here because the secret has 256 bits of entropy, unlike a password.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_PREFIX = "lc_";
const TOKEN_PATTERN = /^lc_[A-Za-z0-9_-]{43}$/;

export function createTokenSecret(): { secret: string; prefix: string; hash: string } {
  const secret = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { secret, prefix: secret.slice(0, 10), hash: hashTokenSecret(secret) };
}

export function isWellFormedToken(secret: string): boolean {
  return TOKEN_PATTERN.test(secret);
}

export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function tokenMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashTokenSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
