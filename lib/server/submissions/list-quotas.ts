import "server-only";
import type { Actor } from "@/lib/vocabulary";
import { findVisibleBenchmark, listVisibleSplits } from "@/lib/server/benchmarks/find-visible-benchmark";
import { getQuotaStatus, type QuotaStatus } from "./get-quota-status";

/** The actor's daily quota on every split of the benchmark they may see (the clients' `benchmark SLUG`). */
export async function listQuotas(
  actor: Actor,
  slug: string,
): Promise<{ benchmark: string; splits: (QuotaStatus & { split: string })[] }> {
  const benchmark = await findVisibleBenchmark(actor, slug);
  const splits = await listVisibleSplits(benchmark);
  const quotas = await Promise.all(
    splits.map(async (s) => ({ split: s.name, ...(await getQuotaStatus(actor, benchmark.id, s.id)) })),
  );
  return { benchmark: benchmark.slug, splits: quotas };
}
