// The unified contamination-controlled claim set (DOMAIN §4), for rankings and leaderboards.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { ContaminationMetric } from "@/lib/contamination";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { controlledSelectionSchema } from "@/lib/schemas/contamination";
import { loadContaminationContext } from "./load-contamination-context";
import { flagClaims, metricsPresent } from "@/lib/contamination/summarize-scores";

export interface ControlledClaimSet {
  /** External claim ids (what `scoreRecords({claimIds})` takes), sorted. */
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
}

/**
 * Claims uncontaminated for every selected model under every selected metric (s < τ for
 * each), among the claims the viewer may see. A claim some selected model was not scored
 * on cannot be vouched for and is left out. Defaults: every visible model with scores,
 * every metric with scores. Recomputed on each call, so it follows the selection and τ.
 */
export async function getControlledClaimSet(
  viewer: Viewer,
  benchmarkId: string,
  selection: { modelIds?: string[]; metrics?: ContaminationMetric[]; splitId?: string } = {},
): Promise<ControlledClaimSet> {
  const parsed = controlledSelectionSchema.parse({
    modelIds: selection.modelIds,
    metrics: selection.metrics,
  });
  const bench = await db.benchmark.findUnique({ where: { id: benchmarkId }, select: { slug: true } });
  if (!bench) throw new AppError("NOT_FOUND", "No such benchmark");
  const ctx = await loadContaminationContext(viewer, bench.slug);
  const visible = new Set(ctx.models.map((m) => m.id));
  const unknown = parsed.modelIds?.find((id) => !visible.has(id));
  if (unknown)
    throw new AppError("NOT_FOUND", `No contamination scores for model ${unknown} on this benchmark`, {
      modelIds: unknown,
    });
  const modelIds = parsed.modelIds ?? ctx.models.map((m) => m.id);
  const metrics = parsed.metrics ?? metricsPresent(ctx.scores);
  const claims = [...ctx.claims.values()].filter(
    (c) => !selection.splitId || c.splitId === selection.splitId,
  );
  const flagsByModel = modelIds.map((id) =>
    flagClaims(
      ctx.scores.filter((s) => s.modelId === id),
      ctx.benchmark.tau,
      metrics,
    ),
  );
  const claimIds: string[] = [];
  const flaggedClaimIds: string[] = [];
  const unassessedClaimIds: string[] = [];
  for (const claim of claims) {
    const flags = flagsByModel.map((byClaim) => byClaim.get(claim.id));
    if (modelIds.length === 0 || metrics.length === 0 || flags.some((f) => !f?.isAssessed)) {
      unassessedClaimIds.push(claim.externalId);
      continue;
    }
    const isClean = flags.every((f) =>
      metrics.every((m) => (f?.scores[m] ?? Infinity) < ctx.benchmark.tau[m]),
    );
    if (isClean) claimIds.push(claim.externalId);
    else flaggedClaimIds.push(claim.externalId);
  }
  claimIds.sort();
  return {
    claimIds,
    n: claimIds.length,
    total: claims.length,
    contaminated: flaggedClaimIds.length,
    unassessed: unassessedClaimIds.length,
    flaggedClaimIds,
    unassessedClaimIds,
    modelIds,
    metrics,
    tau: ctx.benchmark.tau,
  };
}
