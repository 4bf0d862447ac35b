// One evaluation request: a prompt to a model's endpoint, its text answer (DOMAIN §8).
import "server-only";
import { AiCallError } from "../ai-call-error";
import { sendChatRequest, withoutApiKey, type ChatEndpointSettings } from "../chat-endpoint-request";
import { withRetries, type RequestGate } from "../with-retries";

export interface EndpointCallTarget extends ChatEndpointSettings {
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

interface AskOptions {
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
 * The endpoint's key, should the answer quote it, is removed from the text.
 */
export async function askEndpoint(
  target: EndpointCallTarget,
  prompt: string,
  usage: ItemUsage,
  options: AskOptions,
): Promise<string> {
  return withRetries(
    async (signal) => {
      options.beforeRequest();
      usage.attempts++;
      const completion = await sendChatRequest(target, prompt, { signal, timeoutMs: options.timeoutMs });
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
      return withoutApiKey(text, target.apiKey);
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
