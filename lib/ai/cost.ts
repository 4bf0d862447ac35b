// What calls cost, from their token usage and the configured prices.
import "server-only";
import { env } from "@/lib/env";

/**
 * Adds up the USD of every answer the endpoint billed, accepted or not: answers cut off
 * at the token limit, refused, malformed or off-schema cost the same as good ones.
 * One meter is passed down through the retries of a call, so a call that fails in the
 * end still reports what its attempts cost.
 */
export interface CostMeter {
  usd: number;
  /** Answers billed (HTTP 200 with a body), including rejected ones. */
  answers: number;
}

export function createCostMeter(): CostMeter {
  return { usd: 0, answers: 0 };
}

/** USD for a chat completion: prompt and completion tokens at their per-million prices. */
export function chatCostUsd(
  usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined,
): number {
  if (!usage) return 0;
  return (
    ((usage.prompt_tokens ?? 0) * env.OPENAI_PRICE_INPUT_PER_MTOK +
      (usage.completion_tokens ?? 0) * env.OPENAI_PRICE_OUTPUT_PER_MTOK) /
    1e6
  );
}

/** USD for an embeddings call. */
export function embeddingCostUsd(usage: { prompt_tokens?: number } | null | undefined): number {
  return ((usage?.prompt_tokens ?? 0) * env.OPENAI_PRICE_EMBEDDING_PER_MTOK) / 1e6;
}

/** Records one billed answer on `meter` (when there is one). */
export function chargeMeter(meter: CostMeter | undefined, usd: number): void {
  if (!meter) return;
  meter.usd += usd;
  meter.answers++;
}

/** Adds what `inner` recorded to `outer` (a call's own meter into the job's). */
export function mergeMeter(outer: CostMeter | undefined, inner: CostMeter): void {
  if (!outer) return;
  outer.usd += inner.usd;
  outer.answers += inner.answers;
}
