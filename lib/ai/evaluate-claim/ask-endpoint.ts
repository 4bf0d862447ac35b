// One evaluation request: a prompt to a model's endpoint, its text answer (DOMAIN §8).
import "server-only";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import { withRetries, type RequestGate } from "../with-retries";

export interface EndpointCallTarget {
  baseURL: string;
  /** The stored key, opened; null when the endpoint has none (no Authorization header is sent). */
  apiKey: string | null;
  model: string;
  temperature: number;
  topP: number | null;
  maxTokens: number | null;
  seed: number | null;
  pricePromptPerMTok: number;
  priceCompletionPerMTok: number;
}

/** What one item cost, every billed attempt included. */
export interface ItemUsage {
  attempts: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
}

export interface AskOptions {
  gate: RequestGate;
  signal: AbortSignal;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Called before every attempt; throws (not an AiCallError) to stop before the request goes out. */
  beforeRequest: () => void;
}

/**
 * Sends `prompt` as one user message with the endpoint's sampling settings, through the
 * outbound guard (checked and pinned at every request), retried as every LLM call is
 * (`withRetries`: deadline per attempt, backoff, Retry-After through `gate`). `usage` is
 * filled in as attempts are billed, also when the call fails in the end. Answers cut off
 * at the token limit, refused or empty are AiCallErrors ("truncated", "refusal", "empty").
 */
export async function askEndpoint(
  target: EndpointCallTarget,
  prompt: string,
  usage: ItemUsage,
  options: AskOptions,
): Promise<string> {
  const client = getAiClient({
    baseURL: target.baseURL,
    apiKey: target.apiKey ?? "not-needed",
    timeoutMs: options.timeoutMs,
    isGuarded: true,
  });
  return withRetries(
    async (signal) => {
      options.beforeRequest();
      usage.attempts++;
      const completion = await client.chat.completions.create(
        {
          model: target.model,
          messages: [{ role: "user", content: prompt }],
          temperature: target.temperature,
          ...(target.topP === null ? {} : { top_p: target.topP }),
          ...(target.seed === null ? {} : { seed: target.seed }),
          ...(target.maxTokens === null ? {} : { max_tokens: target.maxTokens }),
        },
        { signal, ...(target.apiKey === null ? { headers: { authorization: null } } : {}) },
      );
      const prompted = completion.usage?.prompt_tokens ?? 0;
      const completed = completion.usage?.completion_tokens ?? 0;
      usage.promptTokens += prompted;
      usage.completionTokens += completed;
      usage.costUsd +=
        (prompted * target.pricePromptPerMTok + completed * target.priceCompletionPerMTok) / 1e6;
      const choice = completion.choices?.[0];
      if (!choice) throw new AiCallError("empty", "the endpoint answered with no choices");
      if (choice.finish_reason === "length")
        throw new AiCallError(
          "truncated",
          "the answer was cut off at the token limit (finish_reason length)",
        );
      if (choice.message?.refusal || choice.finish_reason === "content_filter")
        throw new AiCallError("refusal", "the model refused to answer");
      const text = choice.message?.content;
      if (typeof text !== "string" || text.trim() === "")
        throw new AiCallError("empty", "the endpoint answered with no content");
      return text;
    },
    {
      maxAttempts: options.maxAttempts,
      rpm: 1,
      gate: options.gate,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      baseDelayMs: options.retryBaseMs,
    },
  );
}
