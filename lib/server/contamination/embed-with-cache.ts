// Statement embeddings through the cache.
import "server-only";
import type { AiSettings } from "@/lib/ai/settings";
import { EMBED_BATCH, embedTexts } from "@/lib/ai/embed-texts/embed-texts";
import { cacheKey, readCache, writeCache } from "./llm-cache";

/**
 * Embeddings of the distinct `texts` (text → vector). Cached ones come from LlmCache;
 * the rest are fetched in batches and stored as soon as each batch is paid for.
 */
export async function embedWithCache(settings: AiSettings, texts: Iterable<string>, signal?: AbortSignal): Promise<{ vectors: Map<string, number[]>; costUsd: number; cacheHits: number }> {
  const model = settings.embeddingModel ?? "";
  const distinct = [...new Set(texts)];
  const keyOf = (t: string) => cacheKey("embed", model, t);
  const cached = await readCache(distinct.map(keyOf));
  const vectors = new Map<string, number[]>();
  const missing: string[] = [];
  for (const t of distinct) {
    const hit = cached.get(keyOf(t));
    if (hit === undefined) missing.push(t);
    else vectors.set(t, JSON.parse(hit) as number[]);
  }
  let costUsd = 0;
  for (let i = 0; i < missing.length; i += EMBED_BATCH) {
    const batch = missing.slice(i, i + EMBED_BATCH);
    const result = await embedTexts(settings, batch, signal);
    costUsd += result.costUsd;
    const share = result.costUsd / batch.length;
    await writeCache(batch.map((t, j) => ({ key: keyOf(t), kind: "embed" as const, model, responseJson: JSON.stringify(result.vectors[j]), costUsd: share })));
    batch.forEach((t, j) => vectors.set(t, result.vectors[j] ?? []));
  }
  return { vectors, costUsd, cacheHits: distinct.length - missing.length };
}
