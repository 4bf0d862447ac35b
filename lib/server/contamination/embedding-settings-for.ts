// The endpoint settings one embedding metric is computed with.
import "server-only";
import { env } from "@/lib/env";
import { getAiSettings, type AiSettings } from "@/lib/ai/settings";
import type { MetricConfig } from "./load-contamination-metrics";

const trim = (url: string) => url.replace(/\/+$/, "");

/**
 * Settings for `metric`'s endpoint and model, or null when it is not an embedding metric
 * with both. Timeouts, retries and the rate limit are the server's (OPENAI_*). The key is
 * OPENAI_API_KEY only when the endpoint is OPENAI_BASE_URL; any other endpoint gets its key
 * from EMBEDDING_ENDPOINT_KEYS or none, so the server's key never goes to an address a
 * maintainer typed. Any endpoint but OPENAI_BASE_URL (which the operator set) is an address
 * a user typed, reached through the outbound guard (`isGuarded`).
 */
export function embeddingSettingsFor(metric: MetricConfig): AiSettings | null {
  if (metric.kind !== "embedding" || !metric.model || !metric.baseUrl) return null;
  const server = getAiSettings();
  const baseURL = trim(metric.baseUrl);
  const isServerEndpoint = server !== null && trim(server.baseURL) === baseURL;
  return {
    baseURL,
    apiKey: isServerEndpoint ? server.apiKey : (env.EMBEDDING_ENDPOINT_KEYS[baseURL] ?? "not-needed"),
    isGuarded: !isServerEndpoint,
    chatModel: null,
    embeddingModel: metric.model,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxAttempts: env.OPENAI_MAX_ATTEMPTS,
    rpm: env.OPENAI_RPM,
    retryBaseMs: env.OPENAI_RETRY_BASE_MS,
  };
}
