import "server-only";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import type { Actor } from "@/lib/vocabulary";

export type Viewer = Actor | null;

/**
 * Prisma filters for what a viewer may see. A benchmark is public once it has a published
 * release, unless an admin unpublished it (`unpublishedAt`); a split once its release is
 * published and its embargo (if any) has passed. Maintainers of the benchmark see everything of it.
 */
export function publicBenchmarkWhere(viewer: Viewer) {
  const published = { unpublishedAt: null, releases: { some: { publishedAt: { not: null } } } };
  if (viewer?.role === "admin") return {};
  if (viewer?.role === "maintainer")
    return { OR: [published, { maintainers: { some: { userId: viewer.id } } }] };
  return published;
}

export function publicSplitWhere(now: Date) {
  return {
    release: { publishedAt: { not: null } },
    OR: [{ embargoUntil: null }, { embargoUntil: { lte: now } }],
  };
}

/** The split filter for one benchmark: everything for its maintainers, public splits otherwise. */
export async function splitWhereFor(viewer: Viewer, benchmarkId: string, now = new Date()) {
  return (await canMaintainBenchmark(viewer, benchmarkId))
    ? { benchmarkId }
    : { benchmarkId, ...publicSplitWhere(now) };
}
