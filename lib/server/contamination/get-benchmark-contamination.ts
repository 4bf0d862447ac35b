// One row per model: S and the flagged share per metric, and the strict intersection.
import "server-only";
import { getContaminationAvailability } from "./get-contamination-availability";
import type { ContaminationMetric } from "@/lib/contamination";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { loadContaminationContext } from "./load-contamination-context";
import {
  metricsPresent,
  summarizeModelScores,
  type ModelSummary,
} from "@/lib/contamination/summarize-scores";

export interface BenchmarkContamination {
  benchmark: {
    id: string;
    slug: string;
    title: string;
    canMaintain: boolean;
    tau: Record<ContaminationMetric, number>;
  };
  availability: { extraction: boolean; embeddings: boolean };
  metrics: ContaminationMetric[];
  models: { id: string; name: string; organisation: string; declaredCutoff: string; summary: ModelSummary }[];
}

export async function getBenchmarkContamination(
  viewer: Viewer,
  slug: string,
): Promise<BenchmarkContamination> {
  const ctx = await loadContaminationContext(viewer, slug);
  const metrics = metricsPresent(
    ctx.scores,
    ctx.metrics.map((m) => m.name),
  );
  return {
    benchmark: {
      id: ctx.benchmark.id,
      slug: ctx.benchmark.slug,
      title: ctx.benchmark.title,
      canMaintain: ctx.benchmark.canMaintain,
      tau: ctx.benchmark.tau,
    },
    availability: getContaminationAvailability(ctx.metrics),
    metrics,
    models: ctx.models.map((m) => ({
      id: m.id,
      name: m.name,
      organisation: m.organisation,
      declaredCutoff: m.declaredCutoff.toISOString().slice(0, 10),
      summary: summarizeModelScores(
        ctx.scores.filter((s) => s.modelId === m.id),
        ctx.benchmark.tau,
        metrics,
      ),
    })),
  };
}
