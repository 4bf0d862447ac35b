import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decodeClaimInstances } from "@/lib/scoring/stored-instances";
import { integrityBin3, worstIntegrityPrediction } from "@/lib/scoring/integrity-bins";
import { decodeJsonColumn } from "@/lib/db-columns";
import { evidenceListColumn, labelsBySliceColumn, stringListColumn } from "@/lib/schemas/stored-columns";
import { getBenchmark } from "./get-benchmark";
import type { Viewer } from "./visibility";
import { isSealedFor } from "./sealed-splits";

type ClaimEvidence = {
  id: string;
  title: string | null;
  url: string | null;
  published: string | null;
  slice: number | null;
};
/** One of the viewer's own predictions on the claim, as scored under the newest label version their submission has. */
type OwnPrediction = {
  submissionId: string;
  model: string;
  createdAt: string;
  slice: number | null;
  variant: string;
  label: string | null;
  score: number | null;
  missing: boolean;
  correct: boolean | null;
  /**
   * Integrity track: the prediction's squared error against the public gold (a missing one as
   * the worst prediction, DOMAIN §7) and whether its 3-bin decision matches the gold's.
   */
  integrity: { squaredError: number; bin3Agrees: boolean } | null;
};
export type ClaimDetail = {
  benchmark: { slug: string; title: string; track: string; accessMode: string };
  claimId: string;
  split: {
    name: string;
    kind: string;
    labelsPublic: boolean;
    embargoUntil: string | null;
    retiredAt: string | null;
  };
  /**
   * False on a gated benchmark the viewer has no access to, and on a sealed split for all but
   * its maintainers (`sealed`): then nothing below is filled in.
   */
  canRead: boolean;
  /** The claim's split is sealed to this viewer (sealed-splits.ts): its text is withheld. */
  sealed: boolean;
  text: string | null;
  context: string | null;
  claimDate: string | null;
  language: string | null;
  media: string[];
  evidence: ClaimEvidence[];
  release: { version: string; publishedAt: string | null } | null;
  /** Gold, only when the split's labels are public (dev without a running embargo, retired test). */
  gold: {
    label: string | null;
    labelsBySlice: Record<string, string> | null;
    integrity: number | null;
  } | null;
  /** The viewer's own predictions; only on public-label splits (per claim they would reveal hidden gold). */
  predictions: OwnPrediction[];
};

const str = (v: string | undefined) => (v !== undefined && v !== "" ? v : null);

/**
 * One claim of a benchmark the viewer may see, in a split they may see (404 otherwise). On
 * a gated benchmark (manual or auto access) the text, context and evidence are for users
 * with access only, and on a sealed split for its maintainers only. Hidden labels are never
 * read: gold only for public-label splits.
 */
export async function getClaim(viewer: Viewer, slug: string, claimId: string): Promise<ClaimDetail> {
  const benchmark = await getBenchmark(viewer, slug);
  const claim = await db.claim.findFirst({
    where: {
      benchmarkId: benchmark.id,
      externalId: claimId,
      split: { name: { in: benchmark.splits.map((s) => s.name) } },
    },
    select: {
      id: true,
      text: true,
      context: true,
      claimDate: true,
      language: true,
      mediaJson: true,
      evidenceJson: true,
      split: {
        select: {
          name: true,
          kind: true,
          embargoUntil: true,
          retiredAt: true,
          sealed: true,
          release: { select: { version: true, publishedAt: true } },
        },
      },
    },
  });
  if (!claim) throw new AppError("NOT_FOUND", `No claim ${claimId} in '${slug}'`);
  const labelsPublic = !isHiddenSplit(claim.split);
  const split = {
    name: claim.split.name,
    kind: claim.split.kind,
    labelsPublic,
    embargoUntil: claim.split.embargoUntil?.toISOString() ?? null,
    retiredAt: claim.split.retiredAt?.toISOString() ?? null,
  };
  const head = {
    benchmark: {
      slug: benchmark.slug,
      title: benchmark.title,
      track: benchmark.track,
      accessMode: benchmark.accessMode,
    },
    claimId,
    split,
  };
  const sealed = isSealedFor(claim.split, benchmark);
  if (!benchmark.hasContentAccess || sealed) {
    return {
      ...head,
      canRead: false,
      sealed,
      text: null,
      context: null,
      claimDate: null,
      language: null,
      media: [],
      evidence: [],
      release: null,
      gold: null,
      predictions: [],
    };
  }
  const gold = labelsPublic ? await currentGold(claim.id) : null;

  const at = (column: string) => ({ table: "Claim", id: claim.id, column });
  return {
    ...head,
    canRead: true,
    sealed: false,
    text: claim.text,
    context: claim.context,
    claimDate: claim.claimDate.toISOString().slice(0, 10),
    language: claim.language,
    media: decodeJsonColumn(stringListColumn, claim.mediaJson, at("mediaJson")),
    evidence: decodeJsonColumn(evidenceListColumn, claim.evidenceJson, at("evidenceJson")).map((e) => ({
      id: e.id,
      title: str(e.title),
      url: str(e.url),
      published: str(e.published),
      slice: e.slice ?? null,
    })),
    release: {
      version: claim.split.release.version,
      publishedAt: claim.split.release.publishedAt?.toISOString() ?? null,
    },
    gold,
    predictions:
      labelsPublic && viewer ? withIntegrity(await ownPredictions(viewer.id, claim.id, claimId), gold) : [],
  };
}

/** Each integrity prediction's result against the public gold (DOMAIN §2): what the board averages. */
function withIntegrity(predictions: OwnPrediction[], gold: ClaimDetail["gold"]): OwnPrediction[] {
  const g = gold?.integrity ?? null;
  if (g === null) return predictions;
  return predictions.map((p) => {
    const predicted = p.missing ? worstIntegrityPrediction(g) : p.score;
    if (predicted === null) return p;
    return {
      ...p,
      integrity: {
        squaredError: (predicted - g) ** 2,
        bin3Agrees: integrityBin3(predicted) === integrityBin3(g),
      },
    };
  });
}

async function currentGold(claimRowId: string): Promise<ClaimDetail["gold"]> {
  const row = await db.claimLabel.findFirst({
    where: { claimId: claimRowId },
    orderBy: { labelVersion: { version: "desc" } },
    select: { id: true, label: true, labelsBySliceJson: true, integrity: true },
  });
  if (!row) return null;
  return {
    label: row.label,
    labelsBySlice:
      row.labelsBySliceJson === null
        ? null
        : decodeJsonColumn(labelsBySliceColumn, row.labelsBySliceJson, {
            table: "ClaimLabel",
            id: row.id,
            column: "labelsBySliceJson",
          }),
    integrity: row.integrity,
  };
}

async function ownPredictions(userId: string, claimRowId: string, claimId: string): Promise<OwnPrediction[]> {
  const rows = await db.claimResult.findMany({
    where: { claimId: claimRowId, submission: { userId } },
    orderBy: [{ submission: { createdAt: "desc" } }],
    select: {
      instancesJson: true,
      submissionId: true,
      labelVersionId: true,
      submission: { select: { createdAt: true, model: { select: { name: true } } } },
    },
  });
  const versions = new Map(
    (
      await db.labelVersion.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.labelVersionId))] } },
        select: { id: true, version: true },
      })
    ).map((v) => [v.id, v.version]),
  );
  const versionOf = (r: (typeof rows)[number] | undefined) =>
    r ? (versions.get(r.labelVersionId) ?? -1) : -1;
  const newest = new Map<string, (typeof rows)[number]>();
  for (const r of rows)
    if (versionOf(newest.get(r.submissionId)) < versionOf(r)) newest.set(r.submissionId, r);
  return [...newest.values()].flatMap((r) =>
    decodeClaimInstances(claimId, r.instancesJson).map((i) => ({
      submissionId: r.submissionId,
      model: r.submission.model.name,
      createdAt: r.submission.createdAt.toISOString(),
      slice: i.slice,
      variant: i.variant,
      label: i.label,
      score: i.score,
      missing: i.missing,
      correct: i.correct ?? null,
      integrity: null,
    })),
  );
}
