// A model's contamination page: scores, flags, post-cutoff flags, SSA, controlled evaluation.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getContaminationAvailability } from "./get-contamination-availability";
import type { ContaminationMetric } from "@/lib/contamination";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { compareSubsets, type SubsetComparison } from "@/lib/contamination/compare-subsets";
import { MIN_RELEASE_N } from "@/lib/release/release-step";
import { releaseSubsetComparison } from "@/lib/release/release-comparisons";
import type { ReleaseInfo } from "@/lib/release/display-step";
import { listContaminationUploads, type UploadStatus } from "./list-contamination-uploads";
import {
  CONTEXT_MODEL_SELECT,
  loadContaminationContext,
  type ContaminationBenchmark,
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
import { resultSsaColumn } from "@/lib/schemas/stored-columns";

/** Post-cutoff flagged claims listed (all are counted). */
const LIST_LIMIT = 200;

/** A claim's scores for the model under each metric (flags are s ≥ τ), and its strict flag. */
export type FlaggedClaim = {
  claimId: string;
  claimDate: string;
  scores: Partial<Record<ContaminationMetric, number | null>>;
  isStrict: boolean;
};

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
    release: ReleaseInfo;
  }[];
  /** Uploads and their progress: the owner, admins and maintainers only. */
  uploads: UploadStatus[] | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function getModelContamination(
  viewer: Viewer,
  slug: string,
  modelId: string,
): Promise<ModelContamination> {
  const ctx = await loadContaminationContext(viewer, slug);
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

  const metrics = metricsPresent(
    ctx.scores,
    ctx.metrics.map((m) => m.name),
  );
  const scores = ctx.scores.filter((s) => s.modelId === modelId);
  const tau = ctx.benchmark.tau;
  const flags = flagClaims(scores, tau, metrics);
  const cutoff = model.declaredCutoff;
  const allFlagged = [...ctx.claims.values()]
    .flatMap((c): (FlaggedClaim & { date: Date })[] => {
      const f = flags.get(c.id);
      const isFlagged = (m: string) => (f?.scores[m] ?? -Infinity) >= (tau[m] ?? Infinity);
      if (!f || !metrics.some(isFlagged)) return [];
      const row = {
        claimId: c.externalId,
        claimDate: day(c.claimDate),
        scores: f.scores,
        isStrict: f.isStrict,
      };
      return [{ ...row, date: c.claimDate }];
    })
    .sort((a, b) => b.claimDate.localeCompare(a.claimDate) || a.claimId.localeCompare(b.claimId));
  const after = [...ctx.claims.values()].filter((c) => c.claimDate > cutoff);
  const postClaims = allFlagged.filter((c) => c.date > cutoff).map(({ date: _d, ...c }) => c);
  const flagged: ModelContamination["postCutoff"]["flagged"] = {
    strict: postClaims.filter((c) => c.isStrict).length,
  };
  for (const m of metrics)
    flagged[m] = postClaims.filter((c) => (c.scores[m] ?? -Infinity) >= (tau[m] ?? Infinity)).length;

  const submissionWhere = isOwner || viewer?.role === "admin" ? {} : { isPublic: true as const };
  const scored = await db.submission.findMany({
    where: {
      modelId,
      benchmarkId: ctx.benchmark.id,
      status: "scored",
      splitId: { in: ctx.splits.map((s) => s.id) },
      ...submissionWhere,
    },
    orderBy: { scoredAt: "desc" },
    select: {
      splitId: true,
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { id: true, resultJson: true, release: { select: { status: true, resultJson: true } } },
      },
    },
  });
  const splitName = new Map(ctx.splits.map((s) => [s.id, s]));
  // On hidden splits others see only what the Ladder released, as released (lib/release).
  const isExact = (splitId: string) => {
    const split = splitName.get(splitId);
    return split !== undefined && ctx.policyFor(split).exact;
  };
  const shownJson = (s: (typeof scored)[number]) =>
    isExact(s.splitId)
      ? s.scores[0]?.resultJson
      : s.scores[0]?.release?.status === "released"
        ? s.scores[0].release.resultJson
        : undefined;
  const newestBySplit = new Map<string, (typeof scored)[number]>();
  for (const s of scored)
    if (!newestBySplit.has(s.splitId) && shownJson(s) !== undefined) newestBySplit.set(s.splitId, s);
  const ssa = [...newestBySplit].flatMap(([splitId, s]) => {
    const result = decodeJsonColumn(resultSsaColumn, shownJson(s) ?? "{}", {
      table: "Score",
      id: s.scores[0]?.id ?? "?",
      column: "resultJson",
    });
    return result.ssa ? [{ split: splitName.get(splitId)?.name ?? "", ...result.ssa }] : [];
  });

  // Contaminated: every metric flags the claim (the strict flag). Clean: no metric does, as
  // in the controlled set (DOMAIN §4); a claim only some metrics flag is on neither side.
  const contaminated = new Set<string>();
  const clean = new Set<string>();
  for (const [claimId, f] of flags) {
    const ext = ctx.claims.get(claimId)?.externalId;
    if (!ext || !f.isAssessed) continue;
    if (f.isStrict) contaminated.add(ext);
    else if (!f.isAny) clean.add(ext);
  }
  const { metric } = rankingMetric(ctx.benchmark.track);
  const controlled: ModelContamination["controlled"] = [];
  for (const splitId of newestBySplit.keys()) {
    const split = splitName.get(splitId);
    if (!split) continue;
    const policy = ctx.policyFor(split);
    const release: ReleaseInfo = policy.exact
      ? { exact: true }
      : { exact: false, stepOverride: policy.stepOverride };
    // Everyone but maintainers: flagged and unflagged subsets of a hidden split were never
    // released, so nothing on them is computed (docs/SECURITY.md, "The composition rule").
    if (!policy.exact) {
      controlled.push({
        split: split.name,
        kind: split.kind,
        comparison: null,
        release,
        note: HIDDEN_SUBSETS_NOTE,
      });
      continue;
    }
    const { loaded, entries } = await loadSplitEntries(splitId, {
      modelIds: [modelId],
      releasedOnly: !policy.exact,
      ...(submissionWhere.isPublic ? { isPublic: true } : {}),
    });
    const entry = entries[0];
    if (!entry) continue;
    const comparison = compareSubsets(loaded.benchmark, entry.records, metric, contaminated, clean);
    const isTooSmall = !policy.exact && Math.min(comparison.a.n, comparison.b.n) < MIN_RELEASE_N;
    controlled.push(
      isTooSmall
        ? {
            split: split.name,
            kind: split.kind,
            comparison: null,
            release,
            note: `Hidden labels: shown only when both subsets have at least ${MIN_RELEASE_N} claims (now ${comparison.a.n} and ${comparison.b.n}).`,
          }
        : {
            split: split.name,
            kind: split.kind,
            comparison: releaseSubsetComparison(policy, comparison),
            release,
            note: null,
          },
    );
  }

  return {
    benchmark: toContaminationBenchmark(ctx),
    model: {
      id: model.id,
      name: model.name,
      organisation: model.organisation,
      declaredCutoff: day(model.declaredCutoff),
      estimatedCutoff: model.estimatedCutoff ? day(model.estimatedCutoff) : null,
      isOwner,
    },
    availability: getContaminationAvailability(ctx.metrics),
    metrics,
    summary: summarizeModelScores(scores, tau, metrics),
    postCutoff: {
      cutoff: day(cutoff),
      claimsAfter: after.length,
      flagged,
      claims: postClaims.slice(0, LIST_LIMIT),
    },
    flaggedClaims: {
      total: allFlagged.length,
      claims: allFlagged.slice(0, LIST_LIMIT).map(({ date: _d, ...c }) => c),
    },
    ssa,
    controlled,
    uploads:
      isOwner || isPrivileged ? await listContaminationUploads("model", modelId, ctx.benchmark.id) : null,
  };
}

const HIDDEN_SUBSETS_NOTE =
  "Hidden labels: flagged and unflagged claims of this split are compared once the maintainers retire it (the comparison would be computed from exact hidden results, which only the Ladder's released scores may reach).";
