// Agreement with the human labels against τ, per metric, for a benchmark's maintainers.
import "server-only";
import { db } from "@/lib/db";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { calibrateTau, type Calibration } from "@/lib/contamination/calibrate-tau";
import type { Actor } from "@/lib/vocabulary";
import { loadContaminationMetrics } from "./load-contamination-metrics";

/** Agreement with the human labels against τ for each of the benchmark's metrics (by name). */
export async function getTauCalibration(
  actor: Actor,
  slug: string,
): Promise<{ labels: number; metrics: Record<ContaminationMetric, Calibration> }> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const names = (await loadContaminationMetrics(benchmark)).map((m) => m.name);
  const labels = await db.humanContaminationLabel.findMany({
    where: { claim: { benchmarkId: benchmark.id } },
    select: { claimId: true, modelId: true, isContaminated: true },
  });
  const scores =
    labels.length === 0
      ? []
      : await db.contaminationScore.findMany({
          where: {
            claim: { benchmarkId: benchmark.id },
            modelId: { in: [...new Set(labels.map((l) => l.modelId))] },
          },
          select: { claimId: true, modelId: true, metric: true, score: true },
        });
  const byKey = new Map(scores.map((s) => [`${s.modelId}\u0000${s.claimId}\u0000${s.metric}`, s.score]));
  const forMetric = (metric: ContaminationMetric) =>
    calibrateTau(
      labels.map((l) => ({
        score: byKey.get(`${l.modelId}\u0000${l.claimId}\u0000${metric}`) ?? null,
        isContaminated: l.isContaminated,
      })),
    );
  return {
    labels: labels.length,
    metrics: Object.fromEntries(names.map((name) => [name, forMetric(name)])),
  };
}
