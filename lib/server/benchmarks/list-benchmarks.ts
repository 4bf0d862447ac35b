import "server-only";
import { db } from "@/lib/db";
import { decodeEnumColumn } from "@/lib/db-columns";
import { ACCESS_MODES, TRACKS, type AccessMode, type Track } from "@/lib/vocabulary";
import { visibleBenchmarkWhere, publicSplitWhere, type Viewer } from "./visibility";

export type BenchmarkSummary = {
  slug: string;
  title: string;
  track: Track;
  isDemo: boolean;
  accessMode: AccessMode;
  /** ISO timestamp when an admin archived it (readable, no new submissions). */
  archivedAt: string | null;
  claimCount: number;
  description: string;
  license: string;
  /** The newest split the viewer may see (by name: periods sort by name), with its kind; null before any. */
  newestSplit: { name: string; kind: string } | null;
};

/** Benchmarks the viewer may see, with the number of claims and the newest of the splits they may see. */
export async function listBenchmarks(viewer: Viewer): Promise<BenchmarkSummary[]> {
  const rows = await db.benchmark.findMany({
    where: visibleBenchmarkWhere(viewer),
    orderBy: { title: "asc" },
    select: {
      id: true,
      slug: true,
      title: true,
      track: true,
      isDemo: true,
      accessMode: true,
      archivedAt: true,
      description: true,
      license: true,
    },
  });
  const now = new Date();
  const counts = await db.claim.groupBy({
    by: ["benchmarkId"],
    where: { benchmarkId: { in: rows.map((r) => r.id) }, split: publicSplitWhere(now) },
    _count: { _all: true },
  });
  const countOf = new Map(counts.map((c) => [c.benchmarkId, c._count._all]));
  const splits = await db.split.findMany({
    where: { benchmarkId: { in: rows.map((r) => r.id) }, ...publicSplitWhere(now) },
    orderBy: { name: "desc" },
    select: { benchmarkId: true, name: true, kind: true },
  });
  const newestOf = new Map<string, { name: string; kind: string }>();
  for (const { benchmarkId, name, kind } of splits)
    if (!newestOf.has(benchmarkId)) newestOf.set(benchmarkId, { name, kind });
  return rows.map(({ id, archivedAt, ...b }) => ({
    ...b,
    track: decodeEnumColumn(TRACKS, b.track, { table: "Benchmark", id, column: "track" }),
    accessMode: decodeEnumColumn(ACCESS_MODES, b.accessMode, {
      table: "Benchmark",
      id,
      column: "accessMode",
    }),
    archivedAt: archivedAt?.toISOString() ?? null,
    claimCount: countOf.get(id) ?? 0,
    newestSplit: newestOf.get(id) ?? null,
  }));
}
