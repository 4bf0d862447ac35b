import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { hasAccess } from "@/lib/server/access/has-access";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { listSealedSplits, sealedFileError, sealedSplitsInFile } from "@/lib/server/benchmarks/sealed-splits";
import type { Actor } from "@/lib/vocabulary";

export type DownloadableFile = {
  id: string;
  name: string;
  path: string;
  bytes: number;
  sha256: string;
  benchmarkSlug: string;
  releaseVersion: string;
};

/** By name (newest release holding it, or a given version) or by id. */
type FileTarget = { slug: string; name: string; version?: string } | { fileId: string };

const select = {
  id: true,
  name: true,
  kind: true,
  path: true,
  bytes: true,
  sha256: true,
  release: {
    select: {
      version: true,
      publishedAt: true,
      createdAt: true,
      benchmark: { select: { id: true, slug: true, accessMode: true } },
    },
  },
} as const;

/**
 * The release file `user` may download now: the benchmark must exist, the release must be
 * published (maintainers also see unpublished ones), and the user must have access at this
 * moment. Unknown and unpublished files are 404 alike; a file without access is 403, as is
 * a file holding a sealed split's claims for anyone but its maintainers (access grants do
 * not open those).
 */
export async function getReleaseFileForDownload(
  user: Actor | null,
  target: FileTarget,
): Promise<DownloadableFile> {
  const { file, maintains } =
    "fileId" in target ? await findById(user, target.fileId) : await findByName(user, target);
  if (!file) throw new AppError("NOT_FOUND", "No such file");
  const { benchmark, publishedAt, version, createdAt } = file.release;
  if (!publishedAt && !maintains) throw new AppError("NOT_FOUND", "No such file");
  if (!maintains && !(await hasAccess(user, { ...benchmark, canMaintain: maintains }))) {
    throw new AppError(
      "FORBIDDEN",
      `You have no access to '${benchmark.slug}': request it at /benchmarks/${benchmark.slug}/access`,
    );
  }
  const sealed = sealedSplitsInFile(await listSealedSplits({ id: benchmark.id, canMaintain: maintains }), {
    kind: file.kind,
    releaseCreatedAt: createdAt,
  });
  if (sealed.length > 0) throw sealedFileError(benchmark.slug, file.name, sealed);
  return {
    id: file.id,
    name: file.name,
    path: file.path,
    bytes: file.bytes,
    sha256: file.sha256,
    benchmarkSlug: benchmark.slug,
    releaseVersion: version,
  };
}

/** A file by id, and whether `user` maintains its benchmark (asked once the file is known). */
async function findById(user: Actor | null, fileId: string) {
  const file = await db.releaseFile.findUnique({ where: { id: fileId }, select });
  return { file, maintains: file !== null && (await canMaintainBenchmark(user, file.release.benchmark.id)) };
}

async function findByName(user: Actor | null, target: { slug: string; name: string; version?: string }) {
  const benchmark = await findVisibleBenchmark(user, target.slug);
  const maintains = benchmark.canMaintain;
  const file = await db.releaseFile.findFirst({
    where: {
      name: target.name,
      release: {
        benchmarkId: benchmark.id,
        ...(target.version !== undefined ? { version: target.version } : {}),
        ...(maintains ? {} : { publishedAt: { not: null } }),
      },
    },
    orderBy: [{ release: { createdAt: "desc" } }, { createdAt: "desc" }, { id: "desc" }],
    select,
  });
  return { file, maintains };
}
