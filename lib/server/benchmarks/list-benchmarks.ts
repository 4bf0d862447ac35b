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
};

/** Benchmarks the viewer may see, with the number of claims in the splits they may see. */
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
    },
  });
  const counts = await db.claim.groupBy({
    by: ["benchmarkId"],
    where: { benchmarkId: { in: rows.map((r) => r.id) }, split: publicSplitWhere(new Date()) },
    _count: { _all: true },
  });
  const countOf = new Map(counts.map((c) => [c.benchmarkId, c._count._all]));
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
  }));
}
