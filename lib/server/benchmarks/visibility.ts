import "server-only";
import type { Actor } from "@/lib/vocabulary";

export type Viewer = Actor | null;

/**
 * A benchmark as one viewer stands to it: whether the viewer maintains it (admins maintain
 * every benchmark). `findVisibleBenchmark` works it out in the same query that finds the
 * benchmark; splits, the disclosure policy, access and downloads take it rather than asking again.
 */
export type BenchmarkStanding = { id: string; canMaintain: boolean };

/** The Split columns isHiddenSplit reads. */
export const HIDDEN_SPLIT_SELECT = { kind: true, embargoUntil: true, retiredAt: true } as const;

/**
 * Which benchmarks a viewer may see: the one rule, as a Prisma filter. `findVisibleBenchmark`
 * looks a benchmark up by slug through it, and every list of benchmarks (or of rows under
 * them) filters its relation with it, so a new rule here holds everywhere. A benchmark is
 * public once it has a published release, unless an admin unpublished it (`unpublishedAt`);
 * its maintainers (and admins) see it always.
 */
export function visibleBenchmarkWhere(viewer: Viewer) {
  const published = { unpublishedAt: null, releases: { some: { publishedAt: { not: null } } } };
  if (viewer?.role === "admin") return {};
  if (viewer?.role === "maintainer")
    return { OR: [published, { maintainers: { some: { userId: viewer.id } } }] };
  return published;
}

/** A split is public once its release is published and its embargo (if any) has passed. */
export function publicSplitWhere(now: Date) {
  return {
    release: { publishedAt: { not: null } },
    OR: [{ embargoUntil: null }, { embargoUntil: { lte: now } }],
  };
}

/** The split filter for one benchmark: everything for its maintainers, public splits otherwise. */
export function splitWhereFor(benchmark: BenchmarkStanding, now = new Date()) {
  return benchmark.canMaintain
    ? { benchmarkId: benchmark.id }
    : { benchmarkId: benchmark.id, ...publicSplitWhere(now) };
}
