// The one openai client of the application (one instance per endpoint).
import "server-only";
import OpenAI from "openai";
import type { AiSettings } from "./settings";

const clients = new Map<string, OpenAI>();

/**
 * An openai client for `settings`' endpoint, reused while its base URL, key and timeout
 * stay the same (callers with several endpoints, e.g. one embedding model per metric,
 * each get their own). The client's own retries are off: `withRetries` retries every
 * failure kind under one budget, one rate limit and the endpoint's Retry-After. Its
 * timeout only covers the wait for the response headers; `withRetries` passes a signal
 * that also covers the body.
 */
export function getAiClient(settings: Pick<AiSettings, "baseURL" | "apiKey" | "timeoutMs">): OpenAI {
  const key = `${settings.baseURL}\n${settings.apiKey}\n${settings.timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    if (clients.size >= 16) clients.clear(); // settings changed many times (tests); start over
    client = new OpenAI({
      baseURL: settings.baseURL,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
    clients.set(key, client);
  }
  return client;
}
