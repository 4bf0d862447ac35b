// A benchmark's contamination metrics: its configured list, or the defaults (DOMAIN §4).
import "server-only";
import { db } from "@/lib/db";
import { getAiSettings } from "@/lib/ai/settings";
import type { ContaminationMetricKind } from "@/lib/contamination/flags";
import { CONTAMINATION_METRIC_KINDS } from "@/lib/vocabulary";

export interface MetricConfig {
  name: string;
  kind: ContaminationMetricKind;
  /** Embedding model id; null for METEOR (and for a default embedding metric the server no longer configures). */
  model: string | null;
  /** The embedding endpoint's base URL; null as `model`. */
  baseUrl: string | null;
  tau: number;
  /** One of the defaults of a benchmark without its own list. */
  isDefault: boolean;
}

/** A benchmark with the τ columns its default metrics take (as findVisibleBenchmark found it). */
type TauColumns = { id: string; tauMeteor: number; tauEmbedding: number };

/**
 * The configured metrics in order. A benchmark without any uses the defaults: METEOR
 * ("meteor", τ = tauMeteor) and, when the server has an embedding model
 * (OPENAI_EMBEDDING_MODEL) or the benchmark already has scores under it, "embedding"
 * (τ = tauEmbedding) through OPENAI_BASE_URL. Takes the benchmark the request found, so its
 * τ columns are not read again (jobs, which have an id only: `loadContaminationMetricsById`).
 */
export async function loadContaminationMetrics(bench: TauColumns): Promise<MetricConfig[]> {
  const benchmarkId = bench.id;
  const rows = await db.contaminationMetricConfig.findMany({
    where: { benchmarkId },
    orderBy: { position: "asc" },
    select: { name: true, kind: true, model: true, baseUrl: true, tau: true },
  });
  if (rows.length > 0)
    return rows.map((r) => ({
      ...r,
      kind: CONTAMINATION_METRIC_KINDS.find((k) => k === r.kind) ?? "meteor",
      isDefault: false,
    }));
  const settings = getAiSettings();
  const meteor: MetricConfig = {
    name: "meteor",
    kind: "meteor",
    model: null,
    baseUrl: null,
    tau: bench.tauMeteor,
    isDefault: true,
  };
  const hasEmbedding =
    Boolean(settings?.embeddingModel) ||
    (await db.contaminationScore.count({ where: { metric: "embedding", claim: { benchmarkId } }, take: 1 })) >
      0;
  if (!hasEmbedding) return [meteor];
  return [
    meteor,
    {
      name: "embedding",
      kind: "embedding",
      model: settings?.embeddingModel ?? null,
      baseUrl: settings?.embeddingModel ? settings.baseURL.replace(/\/+$/, "") : null,
      tau: bench.tauEmbedding,
      isDefault: true,
    },
  ];
}

/** The metrics of the benchmark with this id (for jobs, whose payload names the benchmark by id). */
export async function loadContaminationMetricsById(benchmarkId: string): Promise<MetricConfig[]> {
  return loadContaminationMetrics(
    await db.benchmark.findUniqueOrThrow({
      where: { id: benchmarkId },
      select: { id: true, tauMeteor: true, tauEmbedding: true },
    }),
  );
}
