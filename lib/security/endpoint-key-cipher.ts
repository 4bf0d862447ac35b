// Sealing model endpoints' API keys at rest: AES-256-GCM through node:crypto.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** The stored form's version tag: a later format (another cipher, a key id) gets its own. */
const VERSION = "v1";
/** 96-bit nonces, as GCM is specified for; a fresh random one per sealing. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** AES-256 needs exactly this many key bytes. */
export const ENDPOINT_KEY_BYTES = 32;

/** A stored key that was altered, sealed for another model, or sealed under another ENDPOINT_SECRET_KEY. */
export class SealedKeyError extends Error {
  override readonly name = "SealedKeyError";
}

function checkKey(key: Buffer): void {
  if (key.length !== ENDPOINT_KEY_BYTES)
    throw new Error(`an endpoint key cipher key has ${ENDPOINT_KEY_BYTES} bytes, not ${key.length}`);
}

/**
 * `plain` sealed under `key` as `v1.<iv>.<ciphertext>.<tag>` (base64url parts). `context`
 * is authenticated but not stored (the model id): a sealed key copied onto another model's
 * row fails to open there.
 */
export function sealEndpointKey(plain: string, context: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The key `sealed` holds; SealedKeyError when it was altered or sealed under another key or context. */
export function openEndpointKey(sealed: string, context: string, key: Buffer): string {
  checkKey(key);
  const [version, iv, body, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0)
    throw new SealedKeyError("the stored key is not in a format this server reads");
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
    throw new SealedKeyError("the stored key is not in a format this server reads");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SealedKeyError(
      "the stored key cannot be opened (altered, or sealed under another ENDPOINT_SECRET_KEY)",
    );
  }
}

/** Keys shorter than this show no characters in their hint: four would be too much of them. */
const MIN_HINT_LENGTH = 12;

/** The last characters of `plain` that its hint may show ("" for a short key). */
export function endpointKeyLast4(plain: string): string {
  return plain.length >= MIN_HINT_LENGTH ? plain.slice(-4) : "";
}

/** What the owner sees of a stored key: "••••" and its last 4 characters (none for a short key). */
export function endpointKeyHint(last4: string): string {
  return `••••${last4}`;
}
