import "server-only";
import { db } from "@/lib/db";
import type { BundleHashes } from "@/lib/bundles/bundle-hash";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { writeRelease, type ReleaseInput } from "./write-release";
import { discardStagedFiles, stageReleaseFiles } from "./write-release-files";
import type { Importer } from "@/lib/vocabulary";

/**
 * Stages the bundle's release files, then writes the release in one transaction
 * (writeRelease); when the transaction fails, the staged files are removed again.
 * The superseded drafts' store keys are returned for the caller to delete.
 */
export async function commitRelease(
  actor: Importer,
  hashes: BundleHashes,
  input: Omit<ReleaseInput, "releaseHash" | "labelsHash" | "files">,
): Promise<{ summary: ImportSummaryDto; supersededPaths: string[] }> {
  const staged = await stageReleaseFiles(
    input.bundle,
    `${input.bundle.meta.slug}-${hashes.release.slice(0, 16)}`,
  );
  try {
    return await db.$transaction(
      (tx) =>
        writeRelease(tx, actor, {
          ...input,
          releaseHash: hashes.release,
          labelsHash: hashes.labels,
          files: staged.files,
        }),
      { timeout: 600_000, maxWait: 30_000 },
    );
  } catch (err) {
    await discardStagedFiles(staged.files);
    throw err;
  }
}
