import "server-only";
import { db, type Tx } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { hashBundle } from "@/lib/bundles/bundle-hash";
import { AppError } from "@/lib/errors/app-error";
import { hasRole } from "@/lib/security/roles";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { upsertBenchmark } from "./upsert-benchmark";
import { writeClaims } from "./write-claims";
import { writeLabels } from "./write-labels";
import { queueRescoring } from "./queue-rescoring";
import { discardStagedFiles, stageReleaseFiles } from "./write-release-files";
import type { Importer } from "@/lib/vocabulary";

export type ImportSummary = {
  slug: string;
  status: "created" | "updated" | "unchanged";
  release: string;
  claimsAdded: number;
  claimsUpdated: number;
  splitsAdded: number;
  labelVersion: number | null;
  /** Scored submissions queued for re-scoring because gold they were scored on changed. */
  rescored: number;
};

/**
 * Imports a validated bundle in one transaction: the benchmark, a release (identified by
 * its content hash, so importing the same bundle again changes nothing), new splits (old
 * ones stay), new or changed claims, and, when any gold changed, a new label version that
 * holds only the new and changed labels (older versions stay, so old scores stay
 * explainable). Release files are written to the store first, under a folder of their own,
 * and removed again if the transaction fails.
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
    select: { version: true },
  });
  if (existing) {
    return {
      slug: bundle.meta.slug,
      status: "unchanged",
      release: existing.version,
      claimsAdded: 0,
      claimsUpdated: 0,
      splitsAdded: 0,
      labelVersion: null,
      rescored: 0,
    };
  }
  const releaseKey = `${bundle.meta.slug}-${hashes.release.slice(0, 16)}`;
  const staged = await stageReleaseFiles(bundle, releaseKey);
  try {
    const summary = await db.$transaction(
      (tx) => writeRelease(tx, actor, bundle, hashes.release, hashes.labels, staged.files, options),
      {
        timeout: 600_000,
        maxWait: 30_000,
      },
    );
    return summary;
  } catch (err) {
    await discardStagedFiles(staged.files);
    throw err;
  }
}

async function writeRelease(
  tx: Tx,
  actor: Importer,
  bundle: ParsedBundle,
  releaseHash: string,
  labelsHash: string,
  files: Awaited<ReturnType<typeof stageReleaseFiles>>["files"],
  options: { publish?: boolean; demo?: boolean },
): Promise<ImportSummary> {
  const { benchmark, created } = await upsertBenchmark(tx, actor, bundle.meta, options.demo ?? false);
  const count = await tx.release.count({ where: { benchmarkId: benchmark.id } });
  const release = await tx.release.create({
    data: {
      benchmarkId: benchmark.id,
      version: `r${count + 1}`,
      contentHash: releaseHash,
      publishedAt: options.publish ? new Date() : null,
    },
    select: { id: true, version: true },
  });
  await tx.releaseFile.createMany({
    data: files.map((f) => ({
      releaseId: release.id,
      name: f.name,
      kind: f.kind,
      path: f.relativePath,
      bytes: f.bytes,
      sha256: f.sha256,
    })),
  });
  const claims = await writeClaims(tx, benchmark.id, release.id, bundle);
  const labels = await writeLabels(tx, benchmark.id, claims.idByExternal, bundle, labelsHash);
  const labelVersion = labels.version;
  const rescored =
    labelVersion === null ? 0 : await queueRescoring(tx, labels.correctedClaimIds, labelVersion);
  const summary: ImportSummary = {
    slug: bundle.meta.slug,
    status: created ? "created" : "updated",
    release: release.version,
    claimsAdded: claims.added,
    claimsUpdated: claims.updated,
    splitsAdded: claims.splitsAdded,
    labelVersion,
    rescored,
  };
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: "bundle.import",
    targetType: "benchmark",
    targetId: benchmark.id,
    detail: summary,
  });
  return summary;
}
