import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { checkBenchmarkUpdate, existingBenchmarkSelect } from "./check-benchmark-update";
import { describeBundleChanges } from "./describe-bundle-changes";
import { upsertBenchmark } from "./upsert-benchmark";
import type { Importer } from "@/lib/vocabulary";

/**
 * Keeps a validated bundle as a draft release: the whole bundle (hidden gold included) goes
 * to the private store under `drafts/`, and a release row with no publication date points at
 * it. Nothing of it reaches claims, labels or downloadable files until it is published, so
 * the preview is exactly what publishing will show. A new benchmark's row is created now
 * (without a published release it is visible to its maintainers and admins only); an existing
 * one is only checked (maintainer, track, labels, slices). A benchmark has at most one draft:
 * a new upload replaces the old one.
 */
export async function saveDraftRelease(
  actor: Importer,
  bundle: ParsedBundle,
  releaseHash: string,
  demo: boolean,
): Promise<ImportSummaryDto> {
  const slug = bundle.meta.slug;
  const key = `drafts/${slug}-${releaseHash.slice(0, 16)}-${randomBytes(4).toString("hex")}.json`;
  const store = getFileStore();
  await store.putBytes(key, JSON.stringify(bundle));
  try {
    const { summary, replaced } = await db.$transaction(
      async (tx) => {
        const found = await tx.benchmark.findUnique({ where: { slug }, select: existingBenchmarkSelect });
        if (found) checkBenchmarkUpdate(actor, found, bundle.meta);
        const benchmarkId = found?.id ?? (await upsertBenchmark(tx, actor, bundle.meta, demo)).benchmark.id;
        const old = await tx.release.findMany({
          where: { benchmarkId, publishedAt: null, draftBundlePath: { not: null } },
          select: { id: true, version: true, draftBundlePath: true },
        });
        await tx.release.deleteMany({ where: { id: { in: old.map((r) => r.id) } } });
        const changes = await describeBundleChanges(tx, found?.id ?? null, bundle);
        const release = await tx.release.create({
          data: {
            benchmarkId,
            version: `r${(await tx.release.count({ where: { benchmarkId } })) + 1}`,
            contentHash: releaseHash,
            publishedAt: null,
            draftBundlePath: key,
          },
          select: { version: true },
        });
        const summary: ImportSummaryDto = {
          slug,
          status: "draft",
          release: release.version,
          published: false,
          claimsAdded: 0,
          claimsUpdated: 0,
          splitsAdded: 0,
          labelVersion: null,
          rescored: 0,
          changes,
        };
        await recordAuditEvent(tx, {
          actorId: actor.id,
          action: "bundle.draft",
          targetType: "benchmark",
          targetId: benchmarkId,
          detail: { ...summary, replaced: old.map((r) => r.version) },
        });
        return { summary, replaced: old };
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    await Promise.all(replaced.map((r) => (r.draftBundlePath ? store.remove(r.draftBundlePath) : null)));
    return summary;
  } catch (err) {
    await store.remove(key).catch(() => undefined);
    throw err;
  }
}
