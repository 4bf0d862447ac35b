import "server-only";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { hashBundle } from "@/lib/bundles/bundle-hash";
import { AppError } from "@/lib/errors/app-error";
import { getFileStore } from "@/lib/server/storage/get-file-store";

/**
 * The bundle a draft release keeps in the store (written by `saveDraftRelease` from a
 * validated bundle). Its content hash must still be the release's, so a damaged or swapped
 * file is refused instead of published.
 */
export async function readDraftBundle(release: {
  version: string;
  draftBundlePath: string;
  contentHash: string;
}): Promise<ParsedBundle> {
  const text = await getFileStore().readText(release.draftBundlePath);
  if (text === null)
    throw new AppError(
      "CONFLICT",
      `The bundle of draft ${release.version} is no longer stored: upload it again`,
    );
  const bundle: ParsedBundle = JSON.parse(text);
  if (hashBundle(bundle).release !== release.contentHash)
    throw new AppError(
      "CONFLICT",
      `The stored bundle of draft ${release.version} does not match it: upload it again`,
    );
  return bundle;
}
