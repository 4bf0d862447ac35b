// Everything the contamination views of one benchmark read: τ, visible claims, models and scores.
import "server-only";
import { db } from "@/lib/db";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import type { VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { splitWhereFor, type Viewer } from "@/lib/server/benchmarks/visibility";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import type { DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { loadContaminationMetrics } from "./load-contamination-metrics";
import type { ContaminationMetricKind, Period, Track } from "@/lib/vocabulary";

type ContextClaim = { id: string; externalId: string; claimDate: Date; splitId: string };
/** The ModelEntry columns the contamination views read (ContextModel). */
export const CONTEXT_MODEL_SELECT = {
  id: true,
  name: true,
  organisation: true,
  ownerId: true,
  declaredCutoff: true,
  estimatedCutoff: true,
} as const;
export type ContextModel = {
  id: string;
  name: string;
  organisation: string;
  ownerId: string;
  declaredCutoff: Date;
  estimatedCutoff: Date | null;
};
type ContextScore = {
  modelId: string;
  claimId: string;
  metric: ContaminationMetric;
  score: number | null;
};

/** The benchmark as the contamination views show it. */
export type ContaminationBenchmark = {
  id: string;
  slug: string;
  title: string;
  canMaintain: boolean;
  /** A shipped demo benchmark: its demo models' evidence is synthetic, and the pages say so. */
  isDemo: boolean;
  tau: Record<ContaminationMetric, number>;
};

export interface ContaminationContext {
  /** `period`: how its splits are named (quarters or months, lib/periods). */
  benchmark: ContaminationBenchmark & { track: Track; period: Period };
  /** The benchmark's metrics in order (names and kinds; endpoints stay on the server). */
  metrics: { name: ContaminationMetric; kind: ContaminationMetricKind; tau: number }[];
  /** Claims in splits the viewer may see, by row id. */
  claims: Map<string, ContextClaim>;
  /** `hidden`: test not retired, or dev under a running embargo (isHiddenSplit), so labels stay on the server. */
  splits: { id: string; name: string; kind: string; hidden: boolean }[];
  /** How numbers from a split's gold are disclosed to this viewer (lib/disclosure). */
  policyFor: (split: { hidden: boolean }) => DisclosurePolicy;
  /** Models with scores on this benchmark that the viewer may see. */
  models: ContextModel[];
  scores: ContextScore[];
}

/**
 * A model's contamination results are visible to its owner, admins, the benchmark's
 * maintainers, and everyone once the model has a public submission (as on its model page).
 */
function visibleModelWhere(viewer: Viewer, canMaintain: boolean) {
  if (viewer?.role === "admin" || canMaintain) return {};
  const isPublic = { submissions: { some: { isPublic: true, hiddenAt: null } } };
  return viewer ? { OR: [{ ownerId: viewer.id }, isPublic] } : isPublic;
}

/** The columns of the benchmark (as findVisibleBenchmark found it for this viewer) a context reads. */
export type ContextBenchmark = Pick<
  VisibleBenchmark,
  | "id"
  | "slug"
  | "title"
  | "track"
  | "period"
  | "isDemo"
  | "canMaintain"
  | "disclosureStep"
  | "tauMeteor"
  | "tauEmbedding"
>;

/**
 * What the contamination views of `b` read for this viewer. `b` is the benchmark the request
 * found (findVisibleBenchmark), so its visibility and the viewer's standing are not asked again.
 */
export async function loadContaminationContext(
  viewer: Viewer,
  b: ContextBenchmark,
  options: { modelIds?: readonly string[] } = {},
): Promise<ContaminationContext> {
  const canMaintain = b.canMaintain;
  const splitWhere = splitWhereFor(b);
  const [splits, claimRows] = await Promise.all([
    db.split.findMany({
      where: splitWhere,
      orderBy: { name: "asc" },
      select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true },
    }),
    db.claim.findMany({
      where: { benchmarkId: b.id, split: splitWhere },
      select: { id: true, externalId: true, claimDate: true, splitId: true },
    }),
  ]);
  const models = await db.modelEntry.findMany({
    where: {
      ...visibleModelWhere(viewer, canMaintain),
      contamination: { some: { claim: { benchmarkId: b.id } } },
      ...(options.modelIds ? { id: { in: [...options.modelIds] } } : {}),
    },
    orderBy: { name: "asc" },
    select: CONTEXT_MODEL_SELECT,
  });
  const claims = new Map(claimRows.map((c) => [c.id, c]));
  const metrics = (await loadContaminationMetrics(b)).map(({ name, kind, tau }) => ({ name, kind, tau }));
  const tau = Object.fromEntries(metrics.map((m) => [m.name, m.tau]));
  const scoreRows =
    models.length === 0
      ? []
      : await db.contaminationScore.findMany({
          where: { modelId: { in: models.map((m) => m.id) }, claim: { benchmarkId: b.id } },
          select: { modelId: true, claimId: true, metric: true, score: true },
        });
  return {
    benchmark: {
      id: b.id,
      slug: b.slug,
      title: b.title,
      track: b.track,
      period: b.period,
      canMaintain,
      isDemo: b.isDemo,
      tau,
    },
    metrics,
    claims,
    splits: splits.map(({ embargoUntil, retiredAt, ...s }) => ({
      ...s,
      hidden: isHiddenSplit({ kind: s.kind, embargoUntil, retiredAt }),
    })),
    // Maintainers see exact numbers; others get hidden splits' numbers rounded (lib/disclosure).
    policyFor: (split) => getDisclosurePolicy(b, split.hidden),
    models,
    // Only the benchmark's current metrics: scores of a removed one are gone, but a job may race.
    scores: scoreRows.filter((s) => claims.has(s.claimId) && Object.hasOwn(tau, s.metric)),
  };
}
