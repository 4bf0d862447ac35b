import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/lib/env";

/**
 * A device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser keeps a token signed for that email, sent only to the
 * sign-in endpoints. Its later attempts for that email are counted per device instead of per
 * address (lib/auth/sign-in-limiter.ts), so strangers sharing the owner's address (everyone
 * behind one proxy, or one office network) cannot lock the owner's own browser out.
 * One cookie per browser: the email of the last sign-in.
 */
export const DEVICE_COOKIE = "livecheck-device";
export const DEVICE_COOKIE_DAYS = 180;

let cached: Buffer | undefined;
/** Derived from NEXTAUTH_SECRET (HKDF), so it signs nothing else. */
function deviceKey(): Buffer {
  cached ??= Buffer.from(hkdfSync("sha256", appSecret, "", "livecheck device cookies v1", 32));
  return cached;
}

const normal = (email: string) => email.trim().toLowerCase();
const sign = (email: string, id: string, key: Buffer) =>
  createHmac("sha256", key)
    .update(`v1\n${normal(email)}\n${id}`)
    .digest("base64url");

/** A new device cookie value for `email`: a random device id and its signature. */
export function issueDeviceCookie(email: string, key = deviceKey()): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${sign(email, id, key)}`;
}

/** The device id of a cookie value signed for `email`, or null (missing, forged, another email's). */
export function readDeviceCookie(value: string | undefined, email: string, key = deviceKey()): string | null {
  const [id, sig, extra] = (value ?? "").split(".");
  if (!id || !sig || extra !== undefined) return null;
  const expected = Buffer.from(sign(email, id, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
