// The claims of a benchmark a viewer may see, by external id.
import "server-only";
import { db } from "@/lib/db";
import { splitWhereFor, type Viewer } from "@/lib/server/benchmarks/visibility";

/** External id → claim row id, over the splits visible to `viewer` (maintainers see all). */
export async function loadClaimIds(viewer: Viewer, benchmarkId: string): Promise<Map<string, string>> {
  const rows = await db.claim.findMany({
    where: { benchmarkId, split: await splitWhereFor(viewer, benchmarkId) },
    select: { id: true, externalId: true },
  });
  return new Map(rows.map((r) => [r.externalId, r.id]));
}
