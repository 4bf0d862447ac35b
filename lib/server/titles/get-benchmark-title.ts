import "server-only";
import { cache } from "react";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { nullIfNotFound } from "@/lib/errors/app-error";

/**
 * A benchmark's title for a page's <title>, or null when the viewer may not see it (the
 * page itself then answers 404, and the tab shows nothing of the benchmark either).
 */
export const getBenchmarkTitle = cache(async (viewer: Viewer, slug: string): Promise<string | null> => {
  const benchmark = await findVisibleBenchmark(viewer, slug).catch(nullIfNotFound);
  return benchmark?.title ?? null;
});
