import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isHiddenSplit } from "@/lib/release/is-hidden-split";
import { publicBenchmarkWhere, splitWhereFor, type Viewer } from "@/lib/server/benchmarks/visibility";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { modeListColumn, numberListColumn } from "@/lib/schemas/stored-columns";
import { PERIODS, TRACKS, type Period } from "@/lib/vocabulary";

export type BoardBenchmark = {
  id: string;
  slug: string;
  title: string;
  track: "integrity" | "verdict";
  /** How claims are cut into splits (quarters or months): hidden-split windows follow it. */
  period: Period;
  isDemo: boolean;
  /** ISO timestamp when an admin archived it (readable, no new submissions). */
  archivedAt: string | null;
  /** Which submission represents a model: its best (primary metric) or its latest. */
  representative: "best" | "latest";
  slices: number[];
  modes: string[];
  /**
   * Splits the viewer may see, oldest first. `hidden` (isHiddenSplit) for test splits not
   * yet retired and embargoed dev splits: their gold must not be recoverable from a board.
   */
  splits: BoardSplit[];
  /** Newest label version id (scores of older versions are re-scored onto it). */
  labelVersionId: string | null;
  /** A maintainer's release step for hidden splits (null: derived from n). */
  releaseStep: number | null;
};

export type BoardSplit = { id: string; name: string; kind: "dev" | "test"; hidden: boolean };

/** A benchmark the viewer may see, with its visible splits; 404 otherwise. */
export async function findBoardBenchmark(
  viewer: Viewer,
  slug: string,
  now = new Date(),
): Promise<BoardBenchmark> {
  const b = await db.benchmark.findFirst({
    where: { slug, ...publicBenchmarkWhere(viewer) },
    select: {
      id: true,
      slug: true,
      title: true,
      track: true,
      period: true,
      isDemo: true,
      archivedAt: true,
      slicesJson: true,
      modesJson: true,
      representative: true,
      releaseStep: true,
    },
  });
  if (!b) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
  const [splits, version] = await Promise.all([
    db.split.findMany({
      where: await splitWhereFor(viewer, b.id, now),
      orderBy: { name: "asc" },
      select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true },
    }),
    db.labelVersion.findFirst({
      where: { benchmarkId: b.id },
      orderBy: { version: "desc" },
      select: { id: true },
    }),
  ]);
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    isDemo: b.isDemo,
    archivedAt: b.archivedAt?.toISOString() ?? null,
    representative: b.representative === "latest" ? "latest" : "best",
    track: decodeEnumColumn(TRACKS, b.track, { table: "Benchmark", id: b.id, column: "track" }),
    period: decodeEnumColumn(PERIODS, b.period, { table: "Benchmark", id: b.id, column: "period" }),
    slices: decodeJsonColumn(numberListColumn, b.slicesJson, {
      table: "Benchmark",
      id: b.id,
      column: "slicesJson",
    }),
    modes: decodeJsonColumn(modeListColumn, b.modesJson, {
      table: "Benchmark",
      id: b.id,
      column: "modesJson",
    }),
    splits: splits.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind === "dev" ? "dev" : "test",
      hidden: isHiddenSplit(s, now),
    })),
    labelVersionId: version?.id ?? null,
    releaseStep: b.releaseStep,
  };
}
