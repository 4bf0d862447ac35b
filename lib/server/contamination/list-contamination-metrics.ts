// A benchmark's metrics as its maintainers see them: endpoints, τ and scoring progress.
import "server-only";
import { db } from "@/lib/db";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { Actor } from "@/lib/vocabulary";
import { loadContaminationMetrics, type MetricConfig } from "./load-contamination-metrics";

export interface MetricList {
  /** The named metrics (the defaults while none is configured), with how many evidence pairs each has scored. */
  metrics: (MetricConfig & { scored: number })[];
  /** Stored (model, claim) evidence pairs: what every metric is computed on. */
  evidencePairs: number;
}

/** Maintainers of the benchmark only (403 otherwise): endpoints may name internal hosts. */
export async function listContaminationMetrics(actor: Actor, slug: string): Promise<MetricList> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const [metrics, evidencePairs, scored] = await Promise.all([
    loadContaminationMetrics(benchmark),
    db.generatedEvidence.count({ where: { claim: { benchmarkId: benchmark.id } } }),
    db.contaminationScore.groupBy({
      by: ["metric"],
      where: { claim: { benchmarkId: benchmark.id } },
      _count: { _all: true },
    }),
  ]);
  return {
    metrics: metrics.map((m) => ({
      ...m,
      scored: scored.find((s) => s.metric === m.name)?._count._all ?? 0,
    })),
    evidencePairs,
  };
}
