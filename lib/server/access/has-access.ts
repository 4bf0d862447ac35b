import "server-only";
import { db } from "@/lib/db";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";
import type { Actor } from "@/lib/vocabulary";

/**
 * Whether `user` may download the benchmark's files right now: anyone for open benchmarks,
 * its maintainers and admins always, others only while their request is approved.
 * Read fresh on every call, so a revocation takes effect on the next download.
 */
export async function hasAccess(user: Actor | null, standing: BenchmarkStanding): Promise<boolean> {
  const benchmarkId = standing.id;
  const benchmark = await db.benchmark.findUnique({
    where: { id: benchmarkId },
    select: { accessMode: true },
  });
  if (!benchmark) return false;
  if (benchmark.accessMode === "open") return true;
  if (!user) return false;
  if (standing.canMaintain) return true;
  const request = await db.accessRequest.findUnique({
    where: { benchmarkId_userId: { benchmarkId, userId: user.id } },
    select: { status: true },
  });
  return request?.status === "approved";
}
