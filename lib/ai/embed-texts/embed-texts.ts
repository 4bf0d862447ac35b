// Embeddings of a batch of texts from the configured endpoint.
import "server-only";
import { z } from "zod";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import { embeddingCostUsd } from "../cost";
import type { AiSettings } from "../settings";
import { withRetries } from "../with-retries";

const vectorSchema = z.array(z.number().finite()).min(1);

/** Texts sent in one request; endpoints cap the batch size (OpenAI: 2048 inputs). */
export const EMBED_BATCH = 256;

/**
 * One vector per text, in order. Asks for `encoding_format: "float"` so any
 * OpenAI-compatible server's plain arrays decode (the client's base64 default needs
 * the server to honour it). Vectors are checked: finite numbers, one per input, same length.
 */
export async function embedTexts(settings: AiSettings, texts: readonly string[], signal?: AbortSignal): Promise<{ vectors: number[][]; costUsd: number }> {
  const model = settings.embeddingModel;
  if (!model) throw new AiCallError("refused", "no embedding model is configured (OPENAI_EMBEDDING_MODEL)");
  if (texts.length === 0) return { vectors: [], costUsd: 0 };
  const client = getAiClient(settings);
  let costUsd = 0;
  const vectors = await withRetries(
    async (callSignal) => {
      const res = await client.embeddings.create({ model, input: [...texts], encoding_format: "float" }, { signal: callSignal });
      costUsd += embeddingCostUsd(res.usage);
      const data = Array.isArray(res.data) ? [...res.data].sort((a, b) => a.index - b.index) : [];
      if (data.length !== texts.length) throw new AiCallError("schema", `expected ${texts.length} embeddings, got ${data.length}`);
      const out = data.map((d) => vectorSchema.safeParse(d.embedding));
      if (out.some((r) => !r.success)) throw new AiCallError("schema", "an embedding is not an array of finite numbers");
      const result = out.map((r) => r.data ?? []);
      if (result.some((v) => v.length !== result[0]?.length)) throw new AiCallError("schema", "embeddings differ in length");
      return result;
    },
    { maxAttempts: settings.maxAttempts, rpm: settings.rpm, baseDelayMs: settings.retryBaseMs, signal },
  );
  return { vectors, costUsd };
}
