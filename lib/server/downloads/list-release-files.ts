import "server-only";
import { db } from "@/lib/db";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import type { Actor } from "@/lib/vocabulary";

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
export async function listReleaseFiles(user: Actor | null, benchmarkId: string): Promise<ReleaseFileRow[]> {
  const maintains = await canMaintainBenchmark(user, benchmarkId);
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
