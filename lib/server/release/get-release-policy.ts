import "server-only";
import { EXACT_RELEASE, type ReleasePolicy } from "@/lib/release/release-policy";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";

/**
 * The release policy for numbers a viewer sees from a selection of splits: exact when no
 * selected split has hidden gold, or for the benchmark's maintainers (and admins), who see
 * the gold anyway; rounded to η otherwise (docs/SECURITY.md).
 */
export async function getReleasePolicy(
  viewer: Viewer,
  benchmark: { id: string; releaseStep: number | null },
  hasHiddenGold: boolean,
): Promise<ReleasePolicy> {
  if (!hasHiddenGold) return EXACT_RELEASE;
  if (await canMaintainBenchmark(viewer, benchmark.id)) return EXACT_RELEASE;
  return { exact: false, stepOverride: benchmark.releaseStep };
}
