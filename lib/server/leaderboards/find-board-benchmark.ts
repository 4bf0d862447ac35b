import "server-only";
import { db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { listVisibleSplits } from "@/lib/server/benchmarks/list-visible-splits";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import type { Mode, Period, Representative, Track } from "@/lib/vocabulary";

export type BoardBenchmark = {
  id: string;
  /** Whether the viewer maintains it (findVisibleBenchmark). */
  canMaintain: boolean;
  slug: string;
  title: string;
  track: Track;
  /** How claims are cut into splits (quarters or months): hidden-split windows follow it. */
  period: Period;
  isDemo: boolean;
  /** ISO timestamp when an admin archived it (readable, no new submissions). */
  archivedAt: string | null;
  /** Which submission represents a model: its best (primary metric) or its latest. */
  representative: Representative;
  slices: number[];
  modes: Mode[];
  /**
   * Splits the viewer may see, oldest first. `hidden` (isHiddenSplit) for test splits not
   * yet retired and embargoed dev splits: their gold must not be recoverable from a board.
   */
  splits: BoardSplit[];
  /** Newest label version id (scores of older versions are re-scored onto it). */
  labelVersionId: string | null;
  /** A maintainer's disclosure step for hidden splits (null: derived from n). */
  releaseStep: number | null;
};

export type BoardSplit = { id: string; name: string; kind: "dev" | "test"; hidden: boolean };

/** A benchmark the viewer may see, with its visible splits; 404 otherwise. */
export async function findBoardBenchmark(
  viewer: Viewer,
  slug: string,
  now = new Date(),
): Promise<BoardBenchmark> {
  const b = await findVisibleBenchmark(viewer, slug);
  const [splits, version] = await Promise.all([
    listVisibleSplits(b, now),
    db.labelVersion.findFirst({
      where: { benchmarkId: b.id },
      orderBy: { version: "desc" },
      select: { id: true },
    }),
  ]);
  return {
    id: b.id,
    canMaintain: b.canMaintain,
    slug: b.slug,
    title: b.title,
    isDemo: b.isDemo,
    archivedAt: b.archivedAt,
    representative: b.representative,
    track: b.track,
    period: b.period,
    slices: b.slices,
    modes: b.modes,
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
