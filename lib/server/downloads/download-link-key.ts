import "server-only";
import { hkdfSync } from "node:crypto";
import { env } from "@/lib/env";

// Must equal the fallback in lib/auth/options.ts: one development secret for the whole app.
const DEVELOPMENT_SECRET = "livecheck-development-secret-not-for-production";

let cached: Buffer | undefined;

/**
 * The HMAC key for download links, derived from NEXTAUTH_SECRET with HKDF so that a link
 * signature can never double as a session signature (and vice versa).
 */
export function downloadLinkKey(): Buffer {
  cached ??= Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET, "", "livecheck download links v1", 32));
  return cached;
}
