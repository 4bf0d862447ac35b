import "server-only";
import { db } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { hashBundle } from "@/lib/bundles/bundle-hash";
import { AppError } from "@/lib/errors/app-error";
import { hasRole } from "@/lib/security/roles";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { commitRelease } from "./commit-release";
import { saveDraftRelease } from "./save-draft-release";
import type { Importer } from "@/lib/vocabulary";

export type ImportSummary = ImportSummaryDto;

/**
 * Imports a validated bundle. Without `publish` it becomes a draft release: kept privately,
 * nothing of it written to claims, labels or files until a maintainer reviews it and
 * publishes it (`publishDraftRelease`). With `publish`, one transaction writes the
 * benchmark, a release (identified by its content hash, so importing the same bundle again
 * changes nothing), new splits (old ones stay), new or changed claims, and, when any gold
 * changed, a new label version holding only the new and changed labels (older versions
 * stay, so old scores stay explainable). Release files are written to the store first,
 * under a folder of their own, and removed again if the transaction fails.
 */
export async function importBundle(
  actor: Importer,
  bundle: ParsedBundle,
  options: { publish?: boolean; demo?: boolean } = {},
): Promise<ImportSummary> {
  if (!hasRole(actor.role, "maintainer"))
    throw new AppError("FORBIDDEN", "Only maintainers and admins import benchmarks");
  const hashes = hashBundle(bundle);
  const existing = await db.release.findFirst({
    where: { benchmark: { slug: bundle.meta.slug }, contentHash: hashes.release },
    select: { version: true, publishedAt: true },
  });
  if (existing) {
    return {
      slug: bundle.meta.slug,
      status: "unchanged",
      release: existing.version,
      published: existing.publishedAt !== null,
      claimsAdded: 0,
      claimsUpdated: 0,
      splitsAdded: 0,
      labelVersion: null,
      rescored: 0,
      changes: null,
    };
  }
  if (!options.publish) return saveDraftRelease(actor, bundle, hashes.release, options.demo ?? false);
  const { summary, supersededPaths } = await commitRelease(actor, hashes, {
    bundle,
    demo: options.demo ?? false,
    draft: null,
  });
  const store = getFileStore();
  await Promise.all(supersededPaths.map((p) => store.remove(p).catch(() => undefined)));
  return summary;
}
