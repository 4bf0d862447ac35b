import "server-only";
import { hashBundle } from "@/lib/bundles/bundle-hash";
import { AppError } from "@/lib/errors/app-error";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { findDraftRelease } from "./find-draft-release";
import { readDraftBundle } from "./read-draft-bundle";
import { commitRelease } from "./commit-release";
import { dropPublicationJob } from "@/lib/server/schedule/drop-publication-job";
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
  const { summary } = await commitRelease(actor, hashBundle(bundle), {
    bundle,
    demo: false,
    draft: { id: draft.id },
  });
  await getFileStore()
    .remove(draft.draftBundlePath)
    .catch(() => undefined);
  if (draft.publishAt) await dropPublicationJob(draft.id);
  return summary;
}
