// The claims of a benchmark a viewer may see, by external id.
import "server-only";
import { db } from "@/lib/db";
import { splitWhereFor, type BenchmarkStanding } from "@/lib/server/benchmarks/visibility";

/** External id → claim row id, over the splits visible to the viewer (maintainers see all). */
export async function loadClaimIds(benchmark: BenchmarkStanding): Promise<Map<string, string>> {
  const rows = await db.claim.findMany({
    where: { benchmarkId: benchmark.id, split: splitWhereFor(benchmark) },
    select: { id: true, externalId: true },
  });
  return new Map(rows.map((r) => [r.externalId, r.id]));
}
