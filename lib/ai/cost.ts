// What a call cost, from its token usage and the configured prices.
import "server-only";
import { env } from "@/lib/env";

/** USD for a chat completion: prompt and completion tokens at their per-million prices. */
export function chatCostUsd(usage: { prompt_tokens?: number; completion_tokens?: number } | undefined): number {
  if (!usage) return 0;
  return ((usage.prompt_tokens ?? 0) * env.OPENAI_PRICE_INPUT_PER_MTOK + (usage.completion_tokens ?? 0) * env.OPENAI_PRICE_OUTPUT_PER_MTOK) / 1e6;
}

/** USD for an embeddings call. */
export function embeddingCostUsd(usage: { prompt_tokens?: number } | undefined): number {
  return ((usage?.prompt_tokens ?? 0) * env.OPENAI_PRICE_EMBEDDING_PER_MTOK) / 1e6;
}
