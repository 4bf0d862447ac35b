import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { hasAccess } from "@/lib/server/access/has-access";
import { publicBenchmarkWhere, splitWhereFor, type Viewer } from "./visibility";
import { isHiddenSplit } from "@/lib/release/is-hidden-split";
import { countDevLabels } from "./count-dev-labels";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { modeListColumn, numberListColumn, stringListColumn } from "@/lib/schemas/stored-columns";
import { PERIODS, TRACKS, type Period } from "@/lib/vocabulary";

export type BenchmarkOverview = {
  id: string;
  slug: string;
  title: string;
  track: "integrity" | "verdict";
  /** How claims are cut into splits: quarters (`YYYYQn`) or months (`YYYY-MM`). */
  period: Period;
  description: string;
  license: string;
  citation: string;
  isDemo: boolean;
  accessMode: string;
  /** Set by an admin: readable, but no new submissions. ISO timestamp. */
  archivedAt: string | null;
  /** Set by an admin: invisible to all but maintainers and admins (who alone get this far). */
  unpublishedAt: string | null;
  labels: string[];
  slices: number[];
  modes: string[];
  canMaintain: boolean;
  /**
   * Whether the viewer may read the data itself (claim texts, evidence, files): everyone on
   * open benchmarks, maintainers, and users whose request is approved. Others see the card.
   */
  hasContentAccess: boolean;
  releases: {
    version: string;
    publishedAt: string | null;
    createdAt: string;
    files: { name: string; kind: string; bytes: number; sha256: string }[];
  }[];
  /** `retiredAt`: a test split whose labels became public (lib/release). */
  splits: {
    name: string;
    kind: string;
    embargoUntil: string | null;
    retiredAt: string | null;
    claimCount: number;
  }[];
  /** Gold label (or integrity bin) counts over public-label splits only (dev, retired test). */
  devLabelCounts: Record<string, number>;
};

/** A benchmark the viewer may see, with its releases, visible splits and public label counts. 404 otherwise. */
export async function getBenchmark(viewer: Viewer, slug: string): Promise<BenchmarkOverview> {
  const b = await db.benchmark.findFirst({
    where: { slug, ...publicBenchmarkWhere(viewer) },
    select: {
      id: true,
      slug: true,
      title: true,
      track: true,
      period: true,
      description: true,
      license: true,
      citation: true,
      isDemo: true,
      accessMode: true,
      archivedAt: true,
      unpublishedAt: true,
      labelsJson: true,
      slicesJson: true,
      modesJson: true,
    },
  });
  if (!b) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
  const canMaintain = await canMaintainBenchmark(viewer, b.id);
  const releases = await db.release.findMany({
    where: { benchmarkId: b.id, ...(canMaintain ? {} : { publishedAt: { not: null } }) },
    orderBy: { createdAt: "asc" },
    select: {
      version: true,
      publishedAt: true,
      createdAt: true,
      files: { select: { name: true, kind: true, bytes: true, sha256: true }, orderBy: { name: "asc" } },
    },
  });
  const splits = await db.split.findMany({
    where: await splitWhereFor(viewer, b.id),
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      kind: true,
      embargoUntil: true,
      retiredAt: true,
      _count: { select: { claims: true } },
    },
  });
  const at = (column: string) => ({ table: "Benchmark", id: b.id, column });
  const devSplitIds = splits.filter((s) => !isHiddenSplit(s)).map((s) => s.id);
  return {
    ...b,
    archivedAt: b.archivedAt?.toISOString() ?? null,
    unpublishedAt: b.unpublishedAt?.toISOString() ?? null,
    track: decodeEnumColumn(TRACKS, b.track, at("track")),
    period: decodeEnumColumn(PERIODS, b.period, at("period")),
    labels: decodeJsonColumn(stringListColumn, b.labelsJson, at("labelsJson")),
    slices: decodeJsonColumn(numberListColumn, b.slicesJson, at("slicesJson")),
    modes: decodeJsonColumn(modeListColumn, b.modesJson, at("modesJson")),
    canMaintain,
    hasContentAccess: canMaintain || (await hasAccess(viewer, b.id)),
    releases: releases.map((r) => ({
      ...r,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    splits: splits.map((s) => ({
      name: s.name,
      kind: s.kind,
      embargoUntil: s.embargoUntil?.toISOString().slice(0, 10) ?? null,
      retiredAt: s.retiredAt?.toISOString() ?? null,
      claimCount: s._count.claims,
    })),
    devLabelCounts: await countDevLabels(b.id, devSplitIds),
  };
}
