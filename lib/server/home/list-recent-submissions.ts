import "server-only";
import { db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { visibleBenchmarkWhere, publicSplitWhere, type Viewer } from "@/lib/server/benchmarks/visibility";
import { DISCLOSED } from "@/lib/vocabulary";

export type RecentSubmission = {
  id: string;
  model: string;
  modelId: string;
  organisation: string;
  benchmark: string;
  benchmarkTitle: string;
  split: string;
  regime: string;
  createdAt: string;
};

/**
 * The newest public scored submissions on splits the viewer may see. On hidden splits only
 * those the Ladder disclosed are listed, as on the boards (lib/disclosure). No scores: the
 * home page links to the boards for those.
 */
export async function listRecentSubmissions(viewer: Viewer, limit = 8): Promise<RecentSubmission[]> {
  const now = new Date();
  const rows = await db.submission.findMany({
    where: {
      isPublic: true,
      status: "scored",
      benchmark: visibleBenchmarkWhere(viewer),
      split: publicSplitWhere(now),
    },
    orderBy: { createdAt: "desc" },
    take: limit * 4,
    select: {
      id: true,
      regime: true,
      createdAt: true,
      model: { select: { id: true, name: true, organisation: true } },
      benchmark: { select: { id: true, slug: true, title: true } },
      split: { select: { name: true, kind: true, embargoUntil: true, retiredAt: true } },
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { disclosure: { select: { status: true } } },
      },
    },
  });
  const out: RecentSubmission[] = [];
  for (const r of rows) {
    if (out.length === limit) break;
    const shown =
      !isHiddenSplit(r.split, now) ||
      r.scores[0]?.disclosure?.status === DISCLOSED ||
      (await canMaintainBenchmark(viewer, r.benchmark.id));
    if (!shown) continue;
    out.push({
      id: r.id,
      model: r.model.name,
      modelId: r.model.id,
      organisation: r.model.organisation,
      benchmark: r.benchmark.slug,
      benchmarkTitle: r.benchmark.title,
      split: r.split.name,
      regime: r.regime,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return out;
}
