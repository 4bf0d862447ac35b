// The unified contamination-controlled claim set (DOMAIN §4), for rankings and leaderboards.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { controlledSelectionSchema } from "@/lib/schemas/contamination";
import {
  loadContaminationContext,
  type ContaminationContext,
  type ContextBenchmark,
} from "./load-contamination-context";
import { metricsPresent } from "@/lib/contamination/summarize-scores";
import { buildControlledSubsets } from "@/lib/contamination/controlled-subsets";

/** The claims controlled under one metric alone (Déjà Vu Table 7's per-metric subsets). */
interface MetricSubset {
  metric: ContaminationMetric;
  tau: number;
  /** External claim ids, sorted. */
  claimIds: string[];
  n: number;
  contaminated: number;
  unassessed: number;
}

export interface ControlledClaimSet {
  /** External claim ids (what `scoreRecords({claimIds})` takes), sorted: the final intersection. */
  claimIds: string[];
  n: number;
  /** Visible claims considered (in `splitId` when given). */
  total: number;
  /** Claims left out because some selected model is flagged on them under some selected metric. */
  contaminated: number;
  /** Claims left out because some selected (model, metric) has no score (no oracle evidence, or no evidence uploaded). */
  unassessed: number;
  /** External ids of the flagged and the unassessed claims, so a view can count them within its own selection. */
  flaggedClaimIds: string[];
  unassessedClaimIds: string[];
  modelIds: string[];
  metrics: ContaminationMetric[];
  tau: Record<ContaminationMetric, number>;
  /** One subset per selected metric; `claimIds` above is their intersection. */
  perMetric: MetricSubset[];
}

/** Which models, metrics and split a controlled set is built over (unset: all there are). */
type ClaimSetSelection = { modelIds?: string[]; metrics?: ContaminationMetric[]; splitId?: string };

/**
 * The controlled set of a benchmark the request found (findVisibleBenchmark, for `viewer`),
 * over that viewer's contamination context (controlledClaimSet).
 */
export async function getControlledClaimSet(
  viewer: Viewer,
  benchmark: ContextBenchmark,
  selection: ClaimSetSelection = {},
): Promise<ControlledClaimSet> {
  return controlledClaimSet(await loadContaminationContext(viewer, benchmark), selection);
}

/**
 * Claims uncontaminated for every selected model under every selected metric (s < τ for
 * each), among the claims the viewer may see, and the per-metric subsets it is the
 * intersection of (buildControlledSubsets). A claim some selected model was not scored on
 * cannot be vouched for and is left out. Defaults: every visible model with scores, every
 * metric of the benchmark with scores. Recomputed on each call, so it follows the selection
 * and τ.
 */
export function controlledClaimSet(
  ctx: ContaminationContext,
  selection: ClaimSetSelection = {},
): ControlledClaimSet {
  const parsed = controlledSelectionSchema.parse({
    modelIds: selection.modelIds,
    metrics: selection.metrics,
  });
  const visible = new Set(ctx.models.map((m) => m.id));
  const unknown = parsed.modelIds?.find((id) => !visible.has(id));
  if (unknown)
    throw new AppError("NOT_FOUND", `No contamination scores for model ${unknown} on this benchmark`, {
      modelIds: unknown,
    });
  const names = ctx.metrics.map((m) => m.name);
  const unknownMetric = parsed.metrics?.find((m) => !names.includes(m));
  if (unknownMetric)
    throw new AppError(
      "BAD_REQUEST",
      `No metric '${unknownMetric}' on this benchmark; its metrics are: ${names.join(", ")}`,
      { metrics: unknownMetric },
    );
  const modelIds = parsed.modelIds ?? ctx.models.map((m) => m.id);
  const metrics = parsed.metrics ?? metricsPresent(ctx.scores, names);
  const claims = [...ctx.claims.values()].filter(
    (c) => !selection.splitId || c.splitId === selection.splitId,
  );
  const external = new Map(claims.map((c) => [c.id, c.externalId]));
  const subsets = buildControlledSubsets(
    claims.map((c) => c.id),
    modelIds,
    metrics,
    ctx.benchmark.tau,
    ctx.scores,
  );
  const ids = (rowIds: string[]) => rowIds.map((id) => external.get(id) ?? id);
  const claimIds = ids(subsets.intersection.claimIds).sort();
  return {
    claimIds,
    n: claimIds.length,
    total: claims.length,
    contaminated: subsets.intersection.flaggedClaimIds.length,
    unassessed: subsets.intersection.unassessedClaimIds.length,
    flaggedClaimIds: ids(subsets.intersection.flaggedClaimIds),
    unassessedClaimIds: ids(subsets.intersection.unassessedClaimIds),
    modelIds,
    metrics,
    tau: Object.fromEntries(metrics.map((m) => [m, ctx.benchmark.tau[m] ?? Infinity])),
    perMetric: subsets.perMetric.map((s) => ({
      metric: s.metric ?? "",
      tau: ctx.benchmark.tau[s.metric ?? ""] ?? Infinity,
      claimIds: ids(s.claimIds).sort(),
      n: s.claimIds.length,
      contaminated: s.flaggedClaimIds.length,
      unassessed: s.unassessedClaimIds.length,
    })),
  };
}
