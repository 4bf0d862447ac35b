import "server-only";
import { db } from "@/lib/db";
import { visibleBenchmarkWhere, type Viewer } from "@/lib/server/benchmarks/visibility";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";

/** A split opening (its embargo ends) or a test split retired (its labels became public). */
export type SplitEvent = {
  benchmark: string;
  benchmarkTitle: string;
  split: string;
  kind: string;
  at: string;
  event: "opens" | "opened" | "retired";
};

const RECENT_DAYS = 120;

/**
 * Embargo ends and retirements around now. Splits still under embargo are invisible to
 * everyone but the benchmark's maintainers (visibility.ts), so upcoming openings are listed
 * only for them; visitors see what opened or was retired recently.
 */
export async function listSplitEvents(
  viewer: Viewer,
  now = new Date(),
): Promise<{ upcoming: SplitEvent[]; recent: SplitEvent[] }> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const splits = await db.split.findMany({
    where: {
      benchmark: visibleBenchmarkWhere(viewer),
      OR: [{ embargoUntil: { gt: since } }, { retiredAt: { gt: since } }],
    },
    select: {
      name: true,
      kind: true,
      embargoUntil: true,
      retiredAt: true,
      release: { select: { publishedAt: true } },
      benchmark: { select: { id: true, slug: true, title: true } },
    },
  });
  const upcoming: SplitEvent[] = [];
  const recent: SplitEvent[] = [];
  for (const s of splits) {
    const base = {
      benchmark: s.benchmark.slug,
      benchmarkTitle: s.benchmark.title,
      split: s.name,
      kind: s.kind,
    };
    const published = s.release.publishedAt !== null;
    if (s.embargoUntil && s.embargoUntil > now) {
      if (await canMaintainBenchmark(viewer, s.benchmark.id))
        upcoming.push({ ...base, at: s.embargoUntil.toISOString(), event: "opens" });
    } else if (s.embargoUntil && published)
      recent.push({ ...base, at: s.embargoUntil.toISOString(), event: "opened" });
    if (s.retiredAt && published) recent.push({ ...base, at: s.retiredAt.toISOString(), event: "retired" });
  }
  upcoming.sort((a, b) => a.at.localeCompare(b.at));
  recent.sort((a, b) => b.at.localeCompare(a.at));
  return { upcoming: upcoming.slice(0, 6), recent: recent.slice(0, 6) };
}
