import "server-only";
import { createHmac } from "node:crypto";
import { downloadLinkKey } from "@/lib/server/downloads/download-link-key";
import { env } from "@/lib/env";

/** Seconds a download link stays valid. Short: the link is a bearer credential. */
export const DOWNLOAD_LINK_SECONDS = 60;

export type DownloadLink = { fileId: string; userId: string; exp: number; sig: string };

/** The signed string: version, file, user and expiry (unix seconds), one per line. */
export function downloadLinkSignature(
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
