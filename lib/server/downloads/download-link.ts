// Signed download links: a short-lived HMAC over (file, user, expiry) under a key of their own.
// Signing, the URL and verifying are read together, so they live together.
import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { appSecret, env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

let cached: Buffer | undefined;

/**
 * The HMAC key for download links, derived from NEXTAUTH_SECRET with HKDF so that a link
 * signature can never double as a session signature (and vice versa).
 */
function downloadLinkKey(): Buffer {
  cached ??= Buffer.from(hkdfSync("sha256", appSecret, "", "livecheck download links v1", 32));
  return cached;
}

/** Seconds a download link stays valid. Short: the link is a bearer credential. */
export const DOWNLOAD_LINK_SECONDS = 60;

type DownloadLink = { fileId: string; userId: string; exp: number; sig: string };

/** The signed string: version, file, user and expiry (unix seconds), one per line. */
function downloadLinkSignature(
  fileId: string,
  userId: string,
  exp: number,
  key: Buffer = downloadLinkKey(),
): string {
  return createHmac("sha256", key).update(`v1\n${fileId}\n${userId}\n${exp}`).digest("base64url");
}

/** Signs a link for one user and one file, valid for `seconds` from `now`. */
export function signDownloadLink(
  fileId: string,
  userId: string,
  opts: { seconds?: number; now?: number; key?: Buffer } = {},
): DownloadLink {
  const exp = Math.floor((opts.now ?? Date.now()) / 1000) + (opts.seconds ?? DOWNLOAD_LINK_SECONDS);
  return { fileId, userId, exp, sig: downloadLinkSignature(fileId, userId, exp, opts.key) };
}

/** The path of the download route for a signed link. */
export function downloadLinkPath(link: DownloadLink): string {
  const query = new URLSearchParams({ u: link.userId, exp: String(link.exp), sig: link.sig });
  return `/api/v1/downloads/${encodeURIComponent(link.fileId)}?${query}`;
}

/**
 * The absolute URL of a signed link, on the public address (NEXTAUTH_URL). The request's own
 * URL names the address the app server listens on (http://localhost:PORT behind a proxy), so
 * it is used only when no public address is configured (`next dev`).
 */
export function downloadLinkUrl(
  link: DownloadLink,
  requestUrl: string,
  publicBase: string | undefined = env.NEXTAUTH_URL,
): URL {
  return new URL(downloadLinkPath(link), publicBase ?? requestUrl);
}

/**
 * Checks a link's signature (constant-time) and then its expiry; returns the user it was
 * signed for. A tampered or malformed link and an expired one are both 403, with messages
 * that tell them apart but reveal nothing else.
 */
export function verifyDownloadLink(
  fileId: string,
  query: { u: string | null; exp: string | null; sig: string | null },
  opts: { now?: number; key?: Buffer } = {},
): { userId: string } {
  const { u, exp, sig } = query;
  if (!u || !exp || !sig || !/^\d{1,12}$/.test(exp)) throw new AppError("FORBIDDEN", "invalid download link");
  const expected = Buffer.from(downloadLinkSignature(fileId, u, Number(exp), opts.key));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError("FORBIDDEN", "invalid download link");
  if (Number(exp) * 1000 <= (opts.now ?? Date.now())) throw new AppError("FORBIDDEN", "link expired");
  return { userId: u };
}
