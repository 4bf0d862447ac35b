import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { verifyDownloadLink } from "@/lib/server/downloads/download-link";
import {
  getReleaseFileForDownload,
  type DownloadableFile,
} from "@/lib/server/downloads/get-release-file-for-download";
import { openDownload, type Delivery } from "@/lib/server/downloads/open-download";

/**
 * Follows a signed link: checks the signature and expiry, that a caller who identifies
 * themselves is the user the link was made for, and the user's access *now* (a revocation
 * after signing stops the download). Returns the file and how to deliver it (a stream that
 * logs the download, or the store's presigned URL, logged when issued). `rangeHeader`: the
 * request's `Range`, for a client resuming a cut download.
 */
export async function openSignedDownload(
  fileId: string,
  query: { u: string | null; exp: string | null; sig: string | null },
  caller: { id: string } | null,
  rangeHeader: string | null = null,
): Promise<{ file: DownloadableFile; delivery: Delivery }> {
  const { userId } = verifyDownloadLink(fileId, query);
  if (caller && caller.id !== userId) throw new AppError("FORBIDDEN", "This link was made for another user");
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
  if (!user) throw new AppError("FORBIDDEN", "invalid download link");
  const file = await getReleaseFileForDownload(user, { fileId });
  return { file, delivery: await openDownload(file, user.id, rangeHeader) };
}
