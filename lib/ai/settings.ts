// What the configured OpenAI-compatible endpoint can do, read from the validated env.
import "server-only";
import { env } from "@/lib/env";

export interface AiSettings {
  baseURL: string;
  apiKey: string;
  /**
   * The base URL is an address a user typed (a metric's endpoint), not the operator's
   * OPENAI_BASE_URL: every request goes through the outbound guard (lib/outbound).
   */
  isGuarded: boolean;
  /** Chat model for evidence extraction; null when OPENAI_MODEL is unset. */
  chatModel: string | null;
  /** Embedding model; null when OPENAI_EMBEDDING_MODEL is unset. */
  embeddingModel: string | null;
  timeoutMs: number;
  maxAttempts: number;
  rpm: number;
  retryBaseMs: number;
}

/**
 * The endpoint settings, or null when no endpoint is configured (OPENAI_BASE_URL unset).
 * Read on every call rather than once, so tests can point the app at a local server.
 * A key is optional: many local OpenAI-compatible servers accept any.
 */
export function getAiSettings(): AiSettings | null {
  if (!env.OPENAI_BASE_URL) return null;
  return {
    baseURL: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY ?? "not-needed",
    isGuarded: false,
    chatModel: env.OPENAI_MODEL ?? null,
    embeddingModel: env.OPENAI_EMBEDDING_MODEL ?? null,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxAttempts: env.OPENAI_MAX_ATTEMPTS,
    rpm: env.OPENAI_RPM,
    retryBaseMs: env.OPENAI_RETRY_BASE_MS,
  };
}

/** Which LLM steps are possible right now, for the UI's "what is unavailable" notes. */
export function getAiAvailability(): { extraction: boolean; embeddings: boolean } {
  const settings = getAiSettings();
  return { extraction: Boolean(settings?.chatModel), embeddings: Boolean(settings?.embeddingModel) };
}
