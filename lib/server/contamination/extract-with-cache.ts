// Evidence extraction through the cache.
import "server-only";
import { z } from "zod";
import type { CallOptions } from "@/lib/ai/call-options";
import { createCostMeter, mergeMeter } from "@/lib/ai/cost";
import type { AiSettings } from "@/lib/ai/settings";
import { extractEvidence, type Extraction } from "@/lib/ai/extract-evidence/extract-evidence";
import { EXTRACT_PROMPT_VERSION } from "@/lib/ai/extract-evidence/prompt";
import { cacheKey, readCache, writeCache } from "./llm-cache";

const cachedSchema = z.object({ statements: z.array(z.string()), notes: z.array(z.string()).default([]) });

/**
 * The article's statements: from the cache when this model and prompt version have seen
 * the same article before (cost 0), otherwise from the endpoint, stored at once. What the
 * endpoint billed goes to `options.meter` whether or not the extraction succeeded.
 */
export async function extractWithCache(
  settings: AiSettings,
  article: string,
  options: CallOptions = {},
): Promise<Extraction & { isCached: boolean }> {
  const model = settings.chatModel ?? "";
  const key = cacheKey("extract", model, EXTRACT_PROMPT_VERSION, article);
  const hit = (await readCache([key])).get(key);
  const cached = hit === undefined ? null : cachedSchema.safeParse(JSON.parse(hit));
  if (cached?.success) return { ...cached.data, isCached: true };
  const own = createCostMeter();
  try {
    const extraction = await extractEvidence(settings, article, { signal: options.signal, meter: own });
    await writeCache([
      { key, kind: "extract", model, responseJson: JSON.stringify(extraction), costUsd: own.usd },
    ]);
    return { ...extraction, isCached: false };
  } finally {
    mergeMeter(options.meter, own);
  }
}
