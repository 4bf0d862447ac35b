// What a maintainer's contamination page shows: τ, oracle coverage and uploads, human labels, calibration.
import "server-only";
import { db } from "@/lib/db";
import { getContaminationAvailability } from "./get-contamination-availability";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { Calibration } from "@/lib/contamination/calibrate-tau";
import { getTauCalibration } from "./get-tau-calibration";
import { listContaminationUploads, type UploadStatus } from "./list-contamination-uploads";
import { listContaminationMetrics, type MetricList } from "./list-contamination-metrics";
import type { Actor } from "@/lib/vocabulary";

export interface ContaminationSettings {
  benchmark: { id: string; slug: string; title: string; tau: Record<ContaminationMetric, number> };
  availability: { extraction: boolean; embeddings: boolean };
  metrics: MetricList["metrics"];
  evidencePairs: number;
  /** Claims with oracle evidence, of all claims (counts only: the statements stay hidden). */
  oracle: { claims: number; total: number };
  uploads: UploadStatus[];
  calibration: { labels: number; metrics: Record<ContaminationMetric, Calibration> };
}

/** Maintainers of the benchmark only (403 otherwise). */
export async function getContaminationSettings(actor: Actor, slug: string): Promise<ContaminationSettings> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const [{ metrics, evidencePairs }, withOracle, total] = await Promise.all([
    listContaminationMetrics(actor, slug),
    db.oracleEvidence.count({ where: { claim: { benchmarkId: benchmark.id } } }),
    db.claim.count({ where: { benchmarkId: benchmark.id } }),
  ]);
  return {
    benchmark: {
      id: benchmark.id,
      slug: benchmark.slug,
      title: benchmark.title,
      tau: Object.fromEntries(metrics.map((m) => [m.name, m.tau])),
    },
    availability: getContaminationAvailability(metrics),
    metrics,
    evidencePairs,
    oracle: { claims: withOracle, total },
    uploads: await listContaminationUploads("benchmark-oracle", benchmark.id, benchmark.id),
    calibration: await getTauCalibration(actor, slug),
  };
}
