// Scores evidence pairs under each of a benchmark's metrics (DOMAIN §4).
import "server-only";
import { AiCallError } from "@/lib/ai/ai-call-error";
import type { CallOptions } from "@/lib/ai/call-options";
import type { MeteorScorer } from "@/lib/contamination/meteor";
import { embedWithCache } from "./embed-with-cache";
import { embeddingSettingsFor } from "./embedding-settings-for";
import type { MetricConfig } from "./load-contamination-metrics";
import {
  scoreEmbeddingPairs,
  scoreMeteorPairs,
  type EvidencePair,
  type ScoreRow,
} from "./score-evidence-pairs";

interface MetricScoring {
  scores: ScoreRow[];
  /** Names of the metrics scored now (their rows are in `scores`). */
  computed: string[];
  /** The first endpoint failure of an embedding metric, with the metric's name. */
  failure: { metric: string; error: AiCallError } | null;
  cacheHits: number;
}

/**
 * METEOR metrics (either kind) always; each embedding metric through its own endpoint and model
 * (`embeddingSettingsFor`), skipped when it has none. An endpoint failure (AiCallError)
 * stops the embedding metrics that remain and is returned, so what was computed can still
 * be stored; any other error is thrown.
 */
export async function scorePairsUnderMetrics(
  pairs: readonly EvidencePair[],
  metrics: readonly MetricConfig[],
  scorer: MeteorScorer,
  options: CallOptions = {},
): Promise<MetricScoring> {
  const out: MetricScoring = { scores: [], computed: [], failure: null, cacheHits: 0 };
  for (const metric of metrics) {
    if (metric.kind !== "embedding") {
      out.scores.push(...scoreMeteorPairs(scorer, pairs, metric.name, metric.kind));
      out.computed.push(metric.name);
      continue;
    }
    const settings = embeddingSettingsFor(metric);
    if (!settings || out.failure) continue;
    if (pairs.length === 0) {
      out.computed.push(metric.name);
      continue;
    }
    try {
      const embedded = await embedWithCache(
        settings,
        pairs.flatMap((p) => [...p.generated, ...(p.oracle ?? [])]),
        options,
      );
      out.cacheHits += embedded.cacheHits;
      out.scores.push(...scoreEmbeddingPairs(embedded.vectors, pairs, metric.name));
      out.computed.push(metric.name);
    } catch (err) {
      if (!(err instanceof AiCallError)) throw err;
      out.failure = { metric: metric.name, error: err };
    }
  }
  return out;
}
