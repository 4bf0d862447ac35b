import "server-only";
import { EXACT_DISCLOSURE, type DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";

/**
 * The disclosure policy for numbers a viewer sees from a selection of splits: exact when no
 * selected split has hidden gold, or for the benchmark's maintainers (and admins), who see
 * the gold anyway; rounded to η otherwise (docs/SECURITY.md).
 */
export function getDisclosurePolicy(
  benchmark: BenchmarkStanding & { disclosureStep: number | null },
  hasHiddenGold: boolean,
): DisclosurePolicy {
  if (!hasHiddenGold || benchmark.canMaintain) return EXACT_DISCLOSURE;
  return { exact: false, stepOverride: benchmark.disclosureStep };
}
