// Webhooks' signing secrets: made once, sealed like model endpoints' API keys, opened to sign.
import "server-only";
import { randomBytes } from "node:crypto";
import { openEndpointKey, sealEndpointKey } from "@/lib/security/endpoint-key-cipher";
import { cipherKey } from "@/lib/server/model-endpoints/endpoint-secret";

/** `whsec_` + 32 random bytes (base64url): 256 bits, shown to the owner once (docs/DOMAIN.md §11). */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** What the sealed secret is bound to: copied onto another webhook's row, it does not open. */
const contextOf = (webhookId: string) => `livecheck webhook ${webhookId}`;

export function sealWebhookSecret(webhookId: string, secret: string): string {
  return sealEndpointKey(secret, contextOf(webhookId), cipherKey("webhook secrets", "form"));
}

/** The secret in clear, to sign one attempt; SealedKeyError when it cannot be opened. */
export function openWebhookSecret(webhookId: string, sealed: string): string {
  return openEndpointKey(sealed, contextOf(webhookId), cipherKey("webhook secrets", "form"));
}
