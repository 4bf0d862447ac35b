import "server-only";
import { db } from "@/lib/db";

type ReleaseDayCounts = { split: string; queued: number; running: number; done: number };

/**
 * How many release-day evaluations of a benchmark's split are queued, running and done (the
 * benchmark page's line under its splits), or null when the split has none. Counts only:
 * which models are run is their owners' business.
 */
export async function countReleaseDayRuns(
  benchmarkId: string,
  splitName: string,
): Promise<ReleaseDayCounts | null> {
  const split = await db.split.findUnique({
    where: { benchmarkId_name: { benchmarkId, name: splitName } },
    select: { id: true },
  });
  if (!split) return null;
  const runs = await db.releaseDayRun.findMany({
    where: { splitId: split.id, outcome: "started" },
    select: { evaluationId: true },
  });
  if (runs.length === 0) return null;
  const byStatus = await db.evaluation.groupBy({
    by: ["status"],
    where: { id: { in: runs.flatMap((r) => (r.evaluationId ? [r.evaluationId] : [])) } },
    _count: { _all: true },
  });
  const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
  return { split: splitName, queued: count("queued"), running: count("running"), done: count("done") };
}
