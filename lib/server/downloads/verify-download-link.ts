import "server-only";
import { timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { downloadLinkSignature } from "@/lib/server/downloads/sign-download-link";

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
