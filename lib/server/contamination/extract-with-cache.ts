// Evidence extraction through the cache.
import "server-only";
import { z } from "zod";
import type { AiSettings } from "@/lib/ai/settings";
import { extractEvidence } from "@/lib/ai/extract-evidence/extract-evidence";
import { EXTRACT_PROMPT_VERSION } from "@/lib/ai/extract-evidence/prompt";
import { cacheKey, readCache, writeCache } from "./llm-cache";

const cachedSchema = z.object({ statements: z.array(z.string()) });

/**
 * The article's statements: from the cache when this model and prompt version have seen
 * the same article before (cost 0), otherwise from the endpoint, stored at once.
 */
export async function extractWithCache(settings: AiSettings, article: string, signal?: AbortSignal): Promise<{ statements: string[]; costUsd: number; isCached: boolean }> {
  const model = settings.chatModel ?? "";
  const key = cacheKey("extract", model, EXTRACT_PROMPT_VERSION, article);
  const hit = (await readCache([key])).get(key);
  const cached = hit === undefined ? null : cachedSchema.safeParse(JSON.parse(hit));
  if (cached?.success) return { statements: cached.data.statements, costUsd: 0, isCached: true };
  const { statements, costUsd } = await extractEvidence(settings, article, signal);
  await writeCache([{ key, kind: "extract", model, responseJson: JSON.stringify({ statements }), costUsd }]);
  return { statements, costUsd, isCached: false };
}
