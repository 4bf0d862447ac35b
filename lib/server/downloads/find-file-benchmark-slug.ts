import "server-only";
import { db } from "@/lib/db";
import { visibleBenchmarkWhere, type Viewer } from "@/lib/server/benchmarks/visibility";

/** The slug of the benchmark a release file belongs to, if the viewer may see that benchmark (for "go back" links). */
export async function findFileBenchmarkSlug(viewer: Viewer, fileId: string): Promise<string | null> {
  const file = await db.releaseFile.findFirst({
    where: { id: fileId, release: { benchmark: visibleBenchmarkWhere(viewer) } },
    select: { release: { select: { benchmark: { select: { slug: true } } } } },
  });
  return file?.release.benchmark.slug ?? null;
}
