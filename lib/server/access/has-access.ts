import "server-only";
import { db } from "@/lib/db";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";
import type { Actor } from "@/lib/vocabulary";

/**
 * Whether `user` may download the benchmark's files right now: anyone for open benchmarks,
 * its maintainers and admins always, others only while their request is approved. The
 * benchmark is the one this request found (its access mode and the user's standing); the
 * request is read fresh on every call, so a revocation takes effect on the next download.
 */
export async function hasAccess(
  user: Actor | null,
  benchmark: BenchmarkStanding & { accessMode: string },
): Promise<boolean> {
  if (benchmark.accessMode === "open") return true;
  if (!user) return false;
  if (benchmark.canMaintain) return true;
  const request = await db.accessRequest.findUnique({
    where: { benchmarkId_userId: { benchmarkId: benchmark.id, userId: user.id } },
    select: { status: true },
  });
  return request?.status === "approved";
}
