import "server-only";
import { db } from "@/lib/db";
import { hashBundle } from "@/lib/bundles/bundle-hash";
import { AppError } from "@/lib/errors/app-error";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { findDraftRelease } from "./find-draft-release";
import { readDraftBundle } from "./read-draft-bundle";
import { writeRelease } from "./write-release";
import { discardStagedFiles, stageReleaseFiles } from "./write-release-files";
import type { Actor } from "@/lib/vocabulary";

/**
 * A maintainer publishes the benchmark's draft release `version`: the import it was held
 * back from runs now (files, claims, splits, labels, re-scoring), in one transaction, and
 * the release becomes public (subject to the access mode). The summary says what changed.
 */
export async function publishDraftRelease(
  actor: Actor,
  slug: string,
  version: string,
): Promise<ImportSummaryDto> {
  const draft = await findDraftRelease(actor, slug);
  if (!draft || draft.version !== version)
    throw new AppError("NOT_FOUND", `No draft release ${version} of '${slug}' waits for publication`);
  const bundle = await readDraftBundle(draft);
  const hashes = hashBundle(bundle);
  const staged = await stageReleaseFiles(bundle, `${slug}-${hashes.release.slice(0, 16)}`);
  try {
    const { summary } = await db.$transaction(
      (tx) =>
        writeRelease(tx, actor, {
          bundle,
          releaseHash: hashes.release,
          labelsHash: hashes.labels,
          files: staged.files,
          demo: false,
          draft: { id: draft.id },
        }),
      { timeout: 600_000, maxWait: 30_000 },
    );
    await getFileStore()
      .remove(draft.draftBundlePath)
      .catch(() => undefined);
    return summary;
  } catch (err) {
    await discardStagedFiles(staged.files);
    throw err;
  }
}
