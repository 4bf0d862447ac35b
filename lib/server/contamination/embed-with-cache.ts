// Statement embeddings through the cache.
import "server-only";
import type { CallOptions } from "@/lib/ai/call-options";
import { createCostMeter, mergeMeter } from "@/lib/ai/cost";
import type { AiSettings } from "@/lib/ai/settings";
import { EMBED_BATCH, embedTexts } from "@/lib/ai/embed-texts/embed-texts";
import { cacheKey, readCache, writeCache } from "./llm-cache";
import { decodeJsonColumn } from "@/lib/db-columns";
import { numberListColumn } from "@/lib/schemas/stored-columns";

/**
 * Embeddings of the distinct `texts` (text → vector), from `settings`' model at its endpoint
 * (the cache is keyed by both: two endpoints may serve different vectors under one model
 * id). Cached ones come from LlmCache;
 * the rest are fetched in batches and stored as soon as each batch is paid for. What the
 * endpoint billed goes to `options.meter`, also when a later batch fails.
 */
export async function embedWithCache(
  settings: AiSettings,
  texts: Iterable<string>,
  options: CallOptions = {},
): Promise<{ vectors: Map<string, number[]>; cacheHits: number }> {
  const model = settings.embeddingModel ?? "";
  const distinct = [...new Set(texts)];
  const keyOf = (t: string) => cacheKey("embed", model, settings.baseURL.replace(/\/+$/, ""), t);
  const cached = await readCache(distinct.map(keyOf));
  const vectors = new Map<string, number[]>();
  const missing: string[] = [];
  for (const t of distinct) {
    const hit = cached.get(keyOf(t));
    if (hit === undefined) missing.push(t);
    else
      vectors.set(
        t,
        decodeJsonColumn(numberListColumn, hit, { table: "LlmCache", id: keyOf(t), column: "responseJson" }),
      );
  }
  for (let i = 0; i < missing.length; i += EMBED_BATCH) {
    const batch = missing.slice(i, i + EMBED_BATCH);
    const own = createCostMeter();
    try {
      const result = await embedTexts(settings, batch, { signal: options.signal, meter: own });
      const share = own.usd / batch.length;
      await writeCache(
        batch.map((t, j) => ({
          key: keyOf(t),
          kind: "embed" as const,
          model,
          responseJson: JSON.stringify(result[j]),
          costUsd: share,
        })),
      );
      batch.forEach((t, j) => vectors.set(t, result[j] ?? []));
    } finally {
      mergeMeter(options.meter, own);
    }
  }
  return { vectors, cacheHits: distinct.length - missing.length };
}
