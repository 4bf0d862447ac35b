// The one openai client of the application (one instance per endpoint).
import "server-only";
import OpenAI from "openai";
import { createGuardedFetch } from "@/lib/outbound/guarded-fetch";
import type { AiSettings } from "./settings";

const clients = new Map<string, OpenAI>();

/**
 * The largest answer read from an address a user typed, in bytes: a full embedding batch
 * (EMBED_BATCH = 256 texts of 3,072 dimensions, as JSON floats) is about 12 MB, so the
 * guard's default of 8 MB would cut off the largest OpenAI models.
 */
const AI_ANSWER_MAX_BYTES = 32 * 1024 * 1024;

const guardedFetch = createGuardedFetch({ maxBytes: AI_ANSWER_MAX_BYTES });

/**
 * An openai client for `settings`' endpoint, reused while its base URL, key, timeout and
 * guard stay the same (callers with several endpoints, e.g. one embedding model per
 * metric, each get their own). An address a user typed (`isGuarded`) is reached through
 * the outbound guard: checked and pinned on every request, no redirects, answers capped;
 * the operator's OPENAI_BASE_URL through the platform's fetch. The client's own retries
 * are off: `withRetries` retries every failure kind under one budget, one rate limit and
 * the endpoint's Retry-After. Its timeout only covers the wait for the response headers;
 * `withRetries` passes a signal that also covers the body.
 */
export function getAiClient(
  settings: Pick<AiSettings, "baseURL" | "apiKey" | "timeoutMs" | "isGuarded">,
): OpenAI {
  const key = `${settings.baseURL}\n${settings.apiKey}\n${settings.timeoutMs}\n${settings.isGuarded}`;
  let client = clients.get(key);
  if (!client) {
    if (clients.size >= 16) clients.clear(); // settings changed many times (tests); start over
    client = new OpenAI({
      baseURL: settings.baseURL,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: 0,
      // The SDK reads OPENAI_ADMIN_KEY, OPENAI_ORG_ID and OPENAI_PROJECT_ID from the environment
      // when these are left out: an address a user typed gets none of the operator's.
      ...(settings.isGuarded
        ? { fetch: guardedFetch, adminAPIKey: null, organization: null, project: null, webhookSecret: null }
        : {}),
    });
    clients.set(key, client);
  }
  return client;
}
