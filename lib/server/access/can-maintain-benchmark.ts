import "server-only";
import { db } from "@/lib/db";
import { canMaintain } from "@/lib/security/roles";
import type { Actor } from "@/lib/vocabulary";

/** Admins maintain every benchmark; maintainers those listed for them in BenchmarkMaintainer. */
export async function canMaintainBenchmark(actor: Actor | null, benchmarkId: string): Promise<boolean> {
  if (!actor) return false;
  if (actor.role === "admin") return true;
  if (actor.role !== "maintainer") return false;
  const row = await db.benchmarkMaintainer.findUnique({
    where: { benchmarkId_userId: { benchmarkId, userId: actor.id } },
    select: { benchmarkId: true },
  });
  return canMaintain(actor, benchmarkId, row ? [row.benchmarkId] : []);
}
