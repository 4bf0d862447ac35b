import "server-only";
import { db } from "@/lib/db";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";

export type ReleaseFileRow = {
  id: string;
  name: string;
  kind: string;
  bytes: number;
  sha256: string;
  version: string;
  publishedAt: Date | null;
};

/**
 * A benchmark's downloadable files with their published sha256, newest release first.
 * Unpublished releases are listed only for its maintainers. Listing is public: checksums
 * are published so anyone can verify a copy; downloading is what access guards.
 */
export async function listReleaseFiles(benchmark: BenchmarkStanding): Promise<ReleaseFileRow[]> {
  const { id: benchmarkId, canMaintain: maintains } = benchmark;
  const rows = await db.releaseFile.findMany({
    where: { release: { benchmarkId, ...(maintains ? {} : { publishedAt: { not: null } }) } },
    orderBy: [{ release: { createdAt: "desc" } }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      kind: true,
      bytes: true,
      sha256: true,
      release: { select: { version: true, publishedAt: true } },
    },
  });
  return rows.map(({ release, ...f }) => ({
    ...f,
    version: release.version,
    publishedAt: release.publishedAt,
  }));
}
