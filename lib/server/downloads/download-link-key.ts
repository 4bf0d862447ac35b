import "server-only";
import { hkdfSync } from "node:crypto";
import { appSecret } from "@/lib/env";

let cached: Buffer | undefined;

/**
 * The HMAC key for download links, derived from NEXTAUTH_SECRET with HKDF so that a link
 * signature can never double as a session signature (and vice versa).
 */
export function downloadLinkKey(): Buffer {
  cached ??= Buffer.from(hkdfSync("sha256", appSecret, "", "livecheck download links v1", 32));
  return cached;
}
