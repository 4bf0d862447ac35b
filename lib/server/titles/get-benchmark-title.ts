import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { publicBenchmarkWhere, type Viewer } from "@/lib/server/benchmarks/visibility";

/**
 * A benchmark's title for a page's <title>, or null when the viewer may not see it (the
 * page itself then answers 404, and the tab shows nothing of the benchmark either).
 */
export const getBenchmarkTitle = cache(async (viewer: Viewer, slug: string): Promise<string | null> => {
  const row = await db.benchmark.findFirst({
    where: { slug, ...publicBenchmarkWhere(viewer) },
    select: { title: true },
  });
  return row?.title ?? null;
});
