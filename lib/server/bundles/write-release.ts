import "server-only";
import type { Tx } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { emitEvent } from "@/lib/server/events/emit-event";
import { releasePublishedEvent } from "@/lib/server/events/build-events";
import { upsertBenchmark } from "./upsert-benchmark";
import { writeClaims } from "./write-claims";
import { writeLabels } from "./write-labels";
import { queueRescoring } from "./queue-rescoring";
import { describeBundleChanges } from "./describe-bundle-changes";
import { queueSplitOpened } from "@/lib/server/evaluations/release-day/queue-split-opened";
import type { PreparedFile } from "./write-release-files";
import type { Importer } from "@/lib/vocabulary";

export type ReleaseInput = {
  bundle: ParsedBundle;
  releaseHash: string;
  labelsHash: string;
  files: PreparedFile[];
  demo: boolean;
  /** The draft release being published, or null for a release published as it is imported. */
  draft: { id: string } | null;
};

/**
 * Writes a published release inside the caller's transaction: the benchmark, the release row
 * (a new one, or the draft being published), its files, new and changed claims and splits,
 * a label version with new and changed gold, re-scoring jobs and a `split.opened` job per new
 * test split. Other drafts of the
 * benchmark are superseded and removed; their store keys are returned for the caller to delete
 * after the commit. The summary (what changed, counted before writing) is the audit detail.
 */
export async function writeRelease(
  tx: Tx,
  actor: Importer,
  input: ReleaseInput,
): Promise<{ summary: ImportSummaryDto; supersededPaths: string[] }> {
  const { bundle } = input;
  const before = await tx.benchmark.findUnique({ where: { slug: bundle.meta.slug }, select: { id: true } });
  const changes = await describeBundleChanges(tx, before?.id ?? null, bundle);
  // "created" is the benchmark's first publication (a draft may have created its row earlier).
  const wasPublished =
    before !== null &&
    (await tx.release.count({ where: { benchmarkId: before.id, publishedAt: { not: null } } })) > 0;
  const { benchmark } = await upsertBenchmark(tx, actor, bundle.meta, input.demo);
  const superseded = await tx.release.findMany({
    where: {
      benchmarkId: benchmark.id,
      publishedAt: null,
      draftBundlePath: { not: null },
      ...(input.draft ? { id: { not: input.draft.id } } : {}),
    },
    select: { id: true, draftBundlePath: true },
  });
  await tx.release.deleteMany({ where: { id: { in: superseded.map((r) => r.id) } } });
  const publishedAt = new Date();
  const release = input.draft
    ? await publishDraftRow(tx, input.draft.id, publishedAt)
    : await tx.release.create({
        data: {
          benchmarkId: benchmark.id,
          version: `r${(await tx.release.count({ where: { benchmarkId: benchmark.id } })) + 1}`,
          contentHash: input.releaseHash,
          publishedAt,
        },
        select: { id: true, version: true },
      });
  await tx.releaseFile.createMany({
    data: input.files.map((f) => ({
      releaseId: release.id,
      name: f.name,
      kind: f.kind,
      path: f.relativePath,
      bytes: f.bytes,
      sha256: f.sha256,
    })),
  });
  const claims = await writeClaims(tx, benchmark.id, release.id, bundle);
  const labels = await writeLabels(tx, benchmark.id, claims.idByExternal, bundle, input.labelsHash);
  const rescored =
    labels.version === null ? 0 : await queueRescoring(tx, labels.correctedClaimIds, labels.version);
  // Release-day evaluations of the new test splits, due as each opens (demo data has none).
  if (!input.demo) await queueSplitOpened(tx, release.id, publishedAt);
  const summary: ImportSummaryDto = {
    slug: bundle.meta.slug,
    status: wasPublished ? "updated" : "created",
    release: release.version,
    published: true,
    claimsAdded: claims.added,
    claimsUpdated: claims.updated,
    splitsAdded: claims.splitsAdded,
    labelVersion: labels.version,
    rescored,
    changes,
  };
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: input.draft ? "bundle.publish" : "bundle.import",
    targetType: "benchmark",
    targetId: benchmark.id,
    detail: summary,
  });
  await emitEvent(tx, await releasePublishedEvent(tx, release.id));
  return {
    summary,
    supersededPaths: superseded.flatMap((r) => (r.draftBundlePath ? [r.draftBundlePath] : [])),
  };
}

/**
 * Marks the draft published, on the condition that it is still a draft: of two publications
 * racing (a button and a scheduled job, or two workers), the second finds it published and
 * its whole transaction rolls back, so a release is published once.
 */
async function publishDraftRow(
  tx: Tx,
  id: string,
  publishedAt: Date,
): Promise<{ id: string; version: string }> {
  const { count } = await tx.release.updateMany({
    where: { id, publishedAt: null, draftBundlePath: { not: null } },
    data: { publishedAt, draftBundlePath: null, publishAt: null },
  });
  if (count !== 1) throw new AppError("CONFLICT", "This draft release has just been published");
  return tx.release.findUniqueOrThrow({ where: { id }, select: { id: true, version: true } });
}
