// The LiveCheck-Signature header of one attempt (docs/DOMAIN.md §11).
import "server-only";
import { createHmac } from "node:crypto";

/**
 * `t=<t>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`, where `t` is `at` in
 * whole Unix seconds and `body` the exact bytes sent.
 */
export function signWebhookBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${t}.${body}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}
