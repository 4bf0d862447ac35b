// One chat request to a model's endpoint with its owner's settings: the connection test and
// every evaluation request are sent this way, and read the answer's text the same way.
import "server-only";
import type { ChatCompletion } from "openai/resources/chat/completions";
import { getAiClient } from "./client";

/** A model endpoint as a request to it needs it (ModelEndpoint's columns, the key opened). */
export interface ChatEndpointSettings {
  baseURL: string;
  /** The stored key, opened; null when the endpoint has none (no Authorization header is sent). */
  apiKey: string | null;
  model: string;
  temperature: number;
  topP: number | null;
  maxTokens: number | null;
  seed: number | null;
}

/**
 * Sends `prompt` as one user message with the endpoint's sampling settings (`maxTokens`, when
 * given, instead of the endpoint's max_tokens) through the outbound guard: the address is
 * checked and pinned for this request, no redirects, the answer capped. Without a key no
 * Authorization header is sent. One attempt; retries are the caller's.
 */
export function sendChatRequest(
  target: ChatEndpointSettings,
  prompt: string,
  options: { signal: AbortSignal; timeoutMs: number; maxTokens?: number | null },
): Promise<ChatCompletion> {
  const client = getAiClient({
    baseURL: target.baseURL,
    // The SDK needs some key to start; without one the request drops the header below.
    apiKey: target.apiKey ?? "not-needed",
    timeoutMs: options.timeoutMs,
    isGuarded: true,
  });
  const maxTokens = options.maxTokens === undefined ? target.maxTokens : options.maxTokens;
  return client.chat.completions.create(
    {
      model: target.model,
      messages: [{ role: "user", content: prompt }],
      temperature: target.temperature,
      ...(target.topP === null ? {} : { top_p: target.topP }),
      ...(target.seed === null ? {} : { seed: target.seed }),
      ...(maxTokens === null ? {} : { max_tokens: maxTokens }),
    },
    { signal: options.signal, ...(target.apiKey === null ? { headers: { authorization: null } } : {}) },
  );
}

/** What a key is replaced with in text an endpoint sent back. */
const KEY_REDACTED = "[API key removed]";

/**
 * `text` (an answer the endpoint sent) with every occurrence of the endpoint's own key
 * replaced: an endpoint or a proxy in front of it that echoes the request's Authorization
 * header must not make LiveCheck store the key in the clear or show it to anyone.
 */
export function withoutApiKey(text: string, apiKey: string | null): string {
  return apiKey && apiKey.length > 0 ? text.split(apiKey).join(KEY_REDACTED) : text;
}
