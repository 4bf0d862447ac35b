import "server-only";
import { EXACT_RELEASE, type ReleasePolicy } from "@/lib/release/release-policy";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";

/**
 * The release policy for numbers a viewer sees from a selection of splits: exact when no
 * selected split has hidden gold, or for the benchmark's maintainers (and admins), who see
 * the gold anyway; rounded to η otherwise (docs/SECURITY.md).
 */
export function getReleasePolicy(
  benchmark: BenchmarkStanding & { releaseStep: number | null },
  hasHiddenGold: boolean,
): ReleasePolicy {
  if (!hasHiddenGold || benchmark.canMaintain) return EXACT_RELEASE;
  return { exact: false, stepOverride: benchmark.releaseStep };
}
