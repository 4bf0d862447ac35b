// The one place model endpoints' API keys are sealed and opened (lib/security/endpoint-key-cipher.ts).
import "server-only";
import { hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { ENDPOINT_KEY_BYTES, openEndpointKey, sealEndpointKey } from "@/lib/security/endpoint-key-cipher";

/** Outside production without ENDPOINT_SECRET_KEY: a fixed key, so development and tests need no setup. */
const DEVELOPMENT_KEY = Buffer.from(
  hkdfSync(
    "sha256",
    "livecheck-development-endpoint-key-not-for-production",
    "",
    "model endpoint keys",
    ENDPOINT_KEY_BYTES,
  ),
);

/**
 * The key secrets are sealed under (model endpoints' API keys, webhooks' signing secrets):
 * 400 naming `field` when the operator has set none in production.
 */
export function cipherKey(what = "API keys", field = "apiKey"): Buffer {
  if (env.ENDPOINT_SECRET_KEY) return env.ENDPOINT_SECRET_KEY;
  if (env.NODE_ENV !== "production") return DEVELOPMENT_KEY;
  throw new AppError(
    "BAD_REQUEST",
    `This server cannot store ${what}: its operator has not set ENDPOINT_SECRET_KEY (npm start writes one to .env)`,
    { [field]: `This server cannot store ${what} (no ENDPOINT_SECRET_KEY)` },
  );
}

/** What the sealed key is bound to: a sealed key copied onto another model's row does not open. */
const contextOf = (modelId: string) => `livecheck model endpoint ${modelId}`;

export function sealApiKey(modelId: string, apiKey: string): string {
  return sealEndpointKey(apiKey, contextOf(modelId), cipherKey());
}

/** The stored key in clear, for the request to its own endpoint only; SealedKeyError when it cannot be opened. */
export function openApiKey(modelId: string, sealed: string): string {
  return openEndpointKey(sealed, contextOf(modelId), cipherKey());
}
