// One row per model: S and the flagged share per metric, and the strict intersection.
import "server-only";
import { getContaminationAvailability } from "./get-contamination-availability";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { loadContaminationContext, type ContaminationBenchmark } from "./load-contamination-context";
import { toContaminationBenchmark } from "./to-contamination-benchmark";
import {
  metricsPresent,
  summarizeModelScores,
  type ModelSummary,
} from "@/lib/contamination/summarize-scores";

interface BenchmarkContamination {
  benchmark: ContaminationBenchmark;
  availability: { extraction: boolean; embeddings: boolean };
  metrics: ContaminationMetric[];
  models: { id: string; name: string; organisation: string; declaredCutoff: string; summary: ModelSummary }[];
}

export async function getBenchmarkContamination(
  viewer: Viewer,
  slug: string,
): Promise<BenchmarkContamination> {
  const ctx = await loadContaminationContext(viewer, await findVisibleBenchmark(viewer, slug));
  const metrics = metricsPresent(
    ctx.scores,
    ctx.metrics.map((m) => m.name),
  );
  return {
    benchmark: toContaminationBenchmark(ctx),
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
