import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { findDraftRelease } from "./find-draft-release";
import type { Actor } from "@/lib/vocabulary";

/**
 * A maintainer throws away the draft release `version` unpublished. A benchmark that the
 * draft created (no other release, no claims) goes with it. Audited.
 */
export async function discardDraftRelease(
  actor: Actor,
  slug: string,
  version: string,
): Promise<{ benchmarkRemoved: boolean }> {
  const draft = await findDraftRelease(actor, slug);
  if (!draft || draft.version !== version)
    throw new AppError("NOT_FOUND", `No draft release ${version} of '${slug}' to discard`);
  const benchmarkId = draft.benchmark.id;
  const result = await db.$transaction(async (tx) => {
    await tx.release.delete({ where: { id: draft.id } });
    const left = await tx.release.count({ where: { benchmarkId } });
    const claims = await tx.claim.count({ where: { benchmarkId } });
    const benchmarkRemoved = left === 0 && claims === 0;
    if (benchmarkRemoved) await tx.benchmark.delete({ where: { id: benchmarkId } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "bundle.discard",
      targetType: "benchmark",
      targetId: benchmarkId,
      detail: { benchmark: slug, release: version, benchmarkRemoved },
    });
    return { benchmarkRemoved };
  });
  await getFileStore()
    .remove(draft.draftBundlePath)
    .catch(() => undefined);
  return result;
}
