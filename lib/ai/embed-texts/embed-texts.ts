// Embeddings of a batch of texts from an OpenAI-compatible endpoint.
import "server-only";
import { z } from "zod";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import type { CallOptions } from "../call-options";
import { chargeMeter, embeddingCostUsd } from "../cost";
import type { AiSettings } from "../settings";
import { withRetries } from "../with-retries";

const vectorSchema = z.array(z.number().finite()).min(1);

/** Texts sent in one request; endpoints cap the batch size (OpenAI: 2048 inputs). */
export const EMBED_BATCH = 256;

/**
 * One vector per text, in order, from `settings.embeddingModel` at `settings.baseURL`
 * (pass `{ ...getAiSettings(), baseURL, embeddingModel }` to use another endpoint or
 * model, e.g. one per metric). Asks for `encoding_format: "float"` so any
 * OpenAI-compatible server's plain arrays decode (the client's base64 default needs the
 * server to honour it). Vectors are checked: finite numbers, one per input, same length.
 * Every request has its deadline and retries (`withRetries`); the cost of every billed
 * answer goes to `options.meter`. Throws AiCallError.
 */
export async function embedTexts(
  settings: AiSettings,
  texts: readonly string[],
  options: CallOptions = {},
): Promise<number[][]> {
  const model = settings.embeddingModel;
  if (!model) throw new AiCallError("rejected", "no embedding model is configured (OPENAI_EMBEDDING_MODEL)");
  if (texts.length === 0) return [];
  const client = getAiClient(settings);
  return withRetries(
    async (signal) => {
      const res = await client.embeddings.create(
        { model, input: [...texts], encoding_format: "float" },
        { signal },
      );
      chargeMeter(options.meter, embeddingCostUsd(res.usage));
      const data = Array.isArray(res.data) ? [...res.data].sort((a, b) => a.index - b.index) : [];
      if (data.length !== texts.length)
        throw new AiCallError(
          data.length === 0 ? "empty" : "schema",
          `expected ${texts.length} embeddings, got ${data.length}`,
        );
      const out = data.map((d) => vectorSchema.safeParse(d.embedding));
      if (out.some((r) => !r.success))
        throw new AiCallError("schema", "an embedding is not an array of finite numbers");
      const result = out.map((r) => r.data ?? []);
      if (result.some((v) => v.length !== result[0]?.length))
        throw new AiCallError("schema", "embeddings differ in length");
      return result;
    },
    {
      maxAttempts: settings.maxAttempts,
      rpm: settings.rpm,
      timeoutMs: settings.timeoutMs,
      baseDelayMs: settings.retryBaseMs,
      signal: options.signal,
    },
  );
}
