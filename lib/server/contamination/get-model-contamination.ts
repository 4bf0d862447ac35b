// A model's contamination page: scores, flags, post-cutoff flags, SSA, controlled evaluation.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getContaminationAvailability } from "./get-contamination-availability";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { compareSubsets, type SubsetComparison } from "@/lib/contamination/compare-subsets";
import type { DisclosureInfo } from "@/lib/disclosure/display-step";
import { listContaminationUploads, type UploadStatus } from "./list-contamination-uploads";
import {
  CONTEXT_MODEL_SELECT,
  loadContaminationContext,
  type ContaminationBenchmark,
  type ContaminationContext,
  type ContextModel,
} from "./load-contamination-context";
import { toContaminationBenchmark } from "./to-contamination-benchmark";
import { loadSplitEntries, rankingMetric } from "./load-split-entries";
import {
  flagClaims,
  metricsPresent,
  summarizeModelScores,
  type ModelSummary,
} from "@/lib/contamination/summarize-scores";
import { decodeJsonColumn } from "@/lib/db-columns";
import { formatDate } from "@/lib/format";
import {
  flaggedSubsets,
  flagsAfterCutoff,
  listFlaggedClaims,
  type DatedFlaggedClaim,
  type FlaggedClaim,
} from "./model-flags";
import { resultSsaColumn } from "@/lib/schemas/stored-columns";
import { DISCLOSED } from "@/lib/vocabulary";

/** Post-cutoff flagged claims listed (all are counted). */
const LIST_LIMIT = 200;

export type { FlaggedClaim };

export interface ModelContamination {
  benchmark: ContaminationBenchmark;
  model: {
    id: string;
    name: string;
    organisation: string;
    declaredCutoff: string;
    estimatedCutoff: string | null;
    isOwner: boolean;
  };
  availability: { extraction: boolean; embeddings: boolean };
  metrics: ContaminationMetric[];
  summary: ModelSummary;
  postCutoff: {
    cutoff: string;
    claimsAfter: number;
    flagged: Partial<Record<ContaminationMetric | "strict", number>>;
    claims: FlaggedClaim[];
  };
  /** Every visible claim some metric flags for this model (the first LIST_LIMIT listed, newest first). */
  flaggedClaims: { total: number; claims: FlaggedClaim[] };
  ssa: { split: string; delta: number; otr: number; factor: number }[];
  controlled: {
    split: string;
    kind: string;
    comparison: SubsetComparison | null;
    note: string | null;
    release: DisclosureInfo;
  }[];
  /** Uploads and their progress: the owner, admins and maintainers only. */
  uploads: UploadStatus[] | null;
}

/**
 * A model's contamination page on a benchmark, for this viewer: its scores and flags, the
 * flagged claims (all, and after its cutoff), SSA and the flagged-versus-clean comparison of
 * its newest shown result per split, and its uploads for those who may see them.
 */
export async function getModelContamination(
  viewer: Viewer,
  slug: string,
  modelId: string,
): Promise<ModelContamination> {
  const ctx = await loadContaminationContext(viewer, await findVisibleBenchmark(viewer, slug));
  const { model, isOwner, isPrivileged } = await findShownModel(viewer, ctx, modelId);
  const metrics = metricsPresent(
    ctx.scores,
    ctx.metrics.map((m) => m.name),
  );
  const scores = ctx.scores.filter((s) => s.modelId === modelId);
  const flags = flagClaims(scores, ctx.benchmark.tau, metrics);
  const allFlagged = listFlaggedClaims(ctx, flags, metrics);
  const shown: ShownScores = isOwner || viewer?.role === "admin" ? {} : { isPublic: true };
  const newest = await loadNewestShownScores(ctx, modelId, shown);
  return {
    benchmark: toContaminationBenchmark(ctx),
    model: modelOnPage(model, isOwner),
    availability: getContaminationAvailability(ctx.metrics),
    metrics,
    summary: summarizeModelScores(scores, ctx.benchmark.tau, metrics),
    postCutoff: postCutoffFlags(ctx, allFlagged, metrics, model.declaredCutoff),
    flaggedClaims: {
      total: allFlagged.length,
      claims: allFlagged.slice(0, LIST_LIMIT).map(({ date: _d, ...c }) => c),
    },
    ssa: ssaOfNewest(ctx, newest),
    controlled: await compareFlaggedSubsets(ctx, newest, modelId, shown, flaggedSubsets(ctx, flags)),
    uploads:
      isOwner || isPrivileged ? await listContaminationUploads("model", modelId, ctx.benchmark.id) : null,
  };
}

/** The model, if this viewer may see its contamination results (its owner, admins, maintainers, or anyone once it has a public submission); 404 otherwise. */
async function findShownModel(viewer: Viewer, ctx: ContaminationContext, modelId: string) {
  const model = await db.modelEntry.findUnique({
    where: { id: modelId },
    select: CONTEXT_MODEL_SELECT,
  });
  const isOwner = viewer !== null && model?.ownerId === viewer.id;
  const isPrivileged = viewer?.role === "admin" || ctx.benchmark.canMaintain;
  const isPublic = model
    ? (await db.submission.count({ where: { modelId, isPublic: true, hiddenAt: null } })) > 0
    : false;
  if (!model || !(isOwner || isPrivileged || isPublic)) throw new AppError("NOT_FOUND", "No such model");
  return { model, isOwner, isPrivileged };
}

/** The model as its contamination page names it, with its cutoffs as dates. */
function modelOnPage(model: ContextModel, isOwner: boolean): ModelContamination["model"] {
  return {
    id: model.id,
    name: model.name,
    organisation: model.organisation,
    declaredCutoff: formatDate(model.declaredCutoff),
    estimatedCutoff: model.estimatedCutoff ? formatDate(model.estimatedCutoff) : null,
    isOwner,
  };
}

/** The claims after the model's declared cutoff: how many, how many each metric flags, the first LIST_LIMIT flagged. */
function postCutoffFlags(
  ctx: ContaminationContext,
  allFlagged: DatedFlaggedClaim[],
  metrics: ContaminationMetric[],
  cutoff: Date,
): ModelContamination["postCutoff"] {
  const after = flagsAfterCutoff(ctx, allFlagged, metrics, cutoff);
  return {
    cutoff: formatDate(cutoff),
    claimsAfter: after.claimsAfter,
    flagged: after.flagged,
    claims: after.claims.slice(0, LIST_LIMIT),
  };
}

/** Which of the model's submissions this viewer's page reads: all (owner, admin) or the public ones. */
type ShownScores = { isPublic?: true };

/** The newest scored submission per split whose result this viewer may read: exact, or on hidden splits as the Ladder disclosed it (lib/disclosure). */
async function loadNewestShownScores(ctx: ContaminationContext, modelId: string, shown: ShownScores) {
  const scored = await db.submission.findMany({
    where: {
      modelId,
      benchmarkId: ctx.benchmark.id,
      status: "scored",
      splitId: { in: ctx.splits.map((s) => s.id) },
      ...shown,
    },
    orderBy: { scoredAt: "desc" },
    select: {
      splitId: true,
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { id: true, resultJson: true, disclosure: { select: { status: true, resultJson: true } } },
      },
    },
  });
  const splitOf = new Map(ctx.splits.map((s) => [s.id, s]));
  const isExact = (splitId: string) => {
    const split = splitOf.get(splitId);
    return split !== undefined && ctx.policyFor(split).exact;
  };
  const shownJson = (s: (typeof scored)[number]) =>
    isExact(s.splitId)
      ? s.scores[0]?.resultJson
      : s.scores[0]?.disclosure?.status === DISCLOSED
        ? s.scores[0].disclosure.resultJson
        : undefined;
  const newest = new Map<string, { scoreId: string | undefined; json: string }>();
  for (const s of scored) {
    const json = shownJson(s);
    if (!newest.has(s.splitId) && json !== undefined)
      newest.set(s.splitId, { scoreId: s.scores[0]?.id, json });
  }
  return newest;
}

type NewestScores = Awaited<ReturnType<typeof loadNewestShownScores>>;

/** The SSA of each split's newest shown result. */
function ssaOfNewest(ctx: ContaminationContext, newest: NewestScores): ModelContamination["ssa"] {
  const splitOf = new Map(ctx.splits.map((s) => [s.id, s]));
  return [...newest].flatMap(([splitId, s]) => {
    const result = decodeJsonColumn(resultSsaColumn, s.json, {
      table: "Score",
      id: s.scoreId ?? "?",
      column: "resultJson",
    });
    return result.ssa ? [{ split: splitOf.get(splitId)?.name ?? "", ...result.ssa }] : [];
  });
}

/** Per split with a shown result: the model's metric on the contaminated versus the clean claims (exact access only). */
async function compareFlaggedSubsets(
  ctx: ContaminationContext,
  newest: NewestScores,
  modelId: string,
  shown: ShownScores,
  subsets: FlaggedSubsets,
): Promise<ModelContamination["controlled"]> {
  const splitOf = new Map(ctx.splits.map((s) => [s.id, s]));
  const controlled: ModelContamination["controlled"] = [];
  for (const splitId of newest.keys()) {
    const split = splitOf.get(splitId);
    if (!split) continue;
    const policy = ctx.policyFor(split);
    const disclosure: DisclosureInfo = policy.exact
      ? { exact: true }
      : { exact: false, stepOverride: policy.stepOverride };
    // Everyone but maintainers: flagged and unflagged subsets of a hidden split were never
    // disclosed, so nothing on them is computed (docs/SECURITY.md, "The composition rule").
    if (!policy.exact) {
      controlled.push({
        split: split.name,
        kind: split.kind,
        comparison: null,
        release: disclosure,
        note: HIDDEN_SUBSETS_NOTE,
      });
      continue;
    }
    const comparison = await compareOnSplit(ctx, splitId, modelId, shown, subsets);
    if (comparison)
      controlled.push({ split: split.name, kind: split.kind, comparison, release: disclosure, note: null });
  }
  return controlled;
}

type FlaggedSubsets = { contaminated: Set<string>; clean: Set<string> };

/**
 * The model's newest shown result on one split, scored exactly on its contaminated and its
 * clean claims (null: no entry). Exact: its one caller calls it only for viewers with exact
 * access to the split (the guard above it; lib/disclosure/views-disclosure.test.ts checks).
 */
async function compareOnSplit(
  ctx: ContaminationContext,
  splitId: string,
  modelId: string,
  shown: ShownScores,
  { contaminated, clean }: FlaggedSubsets,
): Promise<SubsetComparison | null> {
  const { metric } = rankingMetric(ctx.benchmark.track);
  const { loaded, entries } = await loadSplitEntries(splitId, {
    modelIds: [modelId],
    ...(shown.isPublic ? { isPublic: true } : {}),
  });
  const entry = entries[0];
  return entry ? compareSubsets(loaded.benchmark, entry.records, metric, contaminated, clean) : null;
}

const HIDDEN_SUBSETS_NOTE =
  "Hidden labels: flagged and unflagged claims of this split are compared once the maintainers retire it (the comparison would be computed from exact hidden results, which only the Ladder's disclosed scores may reach).";
