import "server-only";
import { db } from "@/lib/db";
import { hasAccess } from "@/lib/server/access/has-access";
import { findVisibleBenchmark, type VisibleBenchmark } from "./find-visible-benchmark";
import { HIDDEN_SPLIT_SELECT, splitWhereFor, type Viewer } from "./visibility";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { countDevLabels } from "./count-dev-labels";
import {
  isSealedFor,
  isSealedSplit,
  listSealedSplits,
  sealedSplitsInFile,
  SEALED_SPLIT_SELECT,
} from "./sealed-splits";

export type BenchmarkOverview = VisibleBenchmark & {
  /**
   * Whether the viewer may read the data itself (claim texts, evidence, files): everyone on
   * open benchmarks, maintainers, and users whose request is approved. Others see the card.
   */
  hasContentAccess: boolean;
  releases: {
    version: string;
    publishedAt: string | null;
    createdAt: string;
    /** `sealedSplits`: the sealed splits whose claims the file holds, withheld from this viewer. */
    files: { name: string; kind: string; bytes: number; sha256: string; sealedSplits: string[] }[];
  }[];
  /** `retiredAt`: a test split whose labels became public (lib/disclosure). */
  splits: {
    name: string;
    kind: string;
    embargoUntil: string | null;
    retiredAt: string | null;
    /** Sealed and not retired (lib/server/benchmarks/sealed-splits.ts). */
    sealed: boolean;
    /** Sealed to this viewer: its claim texts, evidence and files are withheld from them. */
    contentWithheld: boolean;
    claimCount: number;
  }[];
  /** Gold label (or integrity bin) counts over public-label splits only (dev, retired test). */
  devLabelCounts: Record<string, number>;
};

/** A benchmark the viewer may see, with its releases, visible splits and public label counts. 404 otherwise. */
export async function getBenchmark(viewer: Viewer, slug: string): Promise<BenchmarkOverview> {
  const b = await findVisibleBenchmark(viewer, slug);
  const { canMaintain } = b;
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
    where: splitWhereFor(b),
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      ...HIDDEN_SPLIT_SELECT,
      ...SEALED_SPLIT_SELECT,
      _count: { select: { claims: true } },
    },
  });
  const sealed = await listSealedSplits(b);
  const devSplitIds = splits.filter((s) => !isHiddenSplit(s)).map((s) => s.id);
  return {
    ...b,
    hasContentAccess: canMaintain || (await hasAccess(viewer, b)),
    releases: releases.map((r) => ({
      ...r,
      files: r.files.map((f) => ({
        ...f,
        sealedSplits: sealedSplitsInFile(sealed, { kind: f.kind, releaseCreatedAt: r.createdAt }),
      })),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    splits: splits.map((s) => ({
      name: s.name,
      kind: s.kind,
      embargoUntil: s.embargoUntil?.toISOString().slice(0, 10) ?? null,
      retiredAt: s.retiredAt?.toISOString() ?? null,
      sealed: isSealedSplit(s),
      contentWithheld: isSealedFor(s, b),
      claimCount: s._count.claims,
    })),
    devLabelCounts: await countDevLabels(b.id, devSplitIds),
  };
}
