// The one openai client of the application.
import "server-only";
import OpenAI from "openai";
import type { AiSettings } from "./settings";

let cached: { key: string; client: OpenAI } | null = null;

/**
 * An openai client for `settings`, reused while the settings stay the same. The client's
 * own retries are off: `withRetries` retries every failure kind (timeouts, 5xx, malformed
 * JSON, off-schema answers) under one budget and one rate limit.
 */
export function getAiClient(settings: AiSettings): OpenAI {
  const key = `${settings.baseURL}\n${settings.apiKey}\n${settings.timeoutMs}`;
  if (cached?.key !== key) {
    cached = { key, client: new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 }) };
  }
  return cached.client;
}
