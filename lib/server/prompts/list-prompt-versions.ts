import "server-only";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { loadPromptVersions, type PromptVersionView } from "./prompt-versions";

/**
 * The official prompts of a benchmark, every version, for anyone who may see the benchmark:
 * prompts are public so a run by LiveCheck can be reproduced.
 */
export async function listPromptVersions(
  viewer: Viewer,
  slug: string,
): Promise<{ benchmark: string; current: number; versions: PromptVersionView[] }> {
  const benchmark = await findVisibleBenchmark(viewer, slug);
  const versions = await loadPromptVersions(benchmark.id);
  return { benchmark: benchmark.slug, current: versions.at(-1)?.version ?? 1, versions };
}
