import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { testChatEndpoint } from "@/lib/ai/test-chat-endpoint/test-chat-endpoint";
import type { ModelEndpointTestDto } from "@/lib/schemas/dto/model-endpoint";
import { SealedKeyError } from "@/lib/security/endpoint-key-cipher";
import { createLimiter } from "@/lib/server/limits/create-limiter";
import { ENDPOINT_SETTINGS_SELECT, assertOwnModel } from "./endpoint-rows";
import { openApiKey } from "./endpoint-secret";

/** Tests per user per minute: each one makes the server call an address the user chose. */
const TESTS_PER_MINUTE = 10;
/** The test's deadline, answer included: shorter than an evaluation's. */
const TEST_TIMEOUT_MS = 30_000;

let limiter: RateLimiterAbstract | undefined;

async function consumeTestAllowance(userId: string): Promise<void> {
  limiter ??= createLimiter("endpoint-test", { points: TESTS_PER_MINUTE, durationSeconds: 60 });
  try {
    await limiter.consume(userId);
  } catch (res) {
    if (res instanceof Error) throw res;
    const ms = (res as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    throw new AppError(
      "RATE_LIMITED",
      `At most ${TESTS_PER_MINUTE} connection tests a minute: try again in ${Math.ceil(ms / 1000)} s`,
      undefined,
      { resetAt: new Date(Date.now() + ms).toISOString() },
    );
  }
}

const failed = (error: string, latencyMs = 0): ModelEndpointTestDto => ({
  ok: false,
  answer: null,
  error,
  errorKind: "rejected",
  status: null,
  latencyMs,
  promptTokens: null,
  completionTokens: null,
  costUsd: 0,
});

/**
 * "Test connection" for one of the actor's models (404 for anyone else's; 404 without an
 * endpoint): one tiny chat request with the stored settings and key, through the outbound
 * guard, which checks the address again now. Answers what came back (the start of the
 * answer, tokens, cost at the endpoint's prices) or the error as `toAiCallError` words it.
 * The key is opened here, sent to its own endpoint only, and never part of the answer.
 */
export async function testModelEndpoint(
  actor: { id: string },
  modelId: string,
): Promise<ModelEndpointTestDto> {
  await assertOwnModel(db, actor, modelId);
  const row = await db.modelEndpoint.findUnique({
    where: { modelId },
    select: { ...ENDPOINT_SETTINGS_SELECT, apiKeyCiphertext: true },
  });
  if (!row) throw new AppError("NOT_FOUND", "This model has no endpoint");
  await consumeTestAllowance(actor.id);
  let apiKey: string | null = null;
  try {
    apiKey = row.apiKeyCiphertext === null ? null : openApiKey(modelId, row.apiKeyCiphertext);
  } catch (err) {
    if (!(err instanceof SealedKeyError)) throw err;
    return failed(`${err.message}: enter the API key again`);
  }
  const result = await testChatEndpoint({
    baseURL: row.baseUrl,
    apiKey,
    model: row.model,
    temperature: row.temperature,
    topP: row.topP,
    maxTokens: row.maxTokens,
    seed: row.seed,
    timeoutMs: Math.min(env.OPENAI_TIMEOUT_MS, TEST_TIMEOUT_MS),
  });
  if (!result.ok)
    return {
      ...failed(result.error.message, result.latencyMs),
      errorKind: result.error.kind,
      status: result.error.status,
    };
  const costUsd =
    ((result.promptTokens ?? 0) * row.pricePromptPerMTok +
      (result.completionTokens ?? 0) * row.priceCompletionPerMTok) /
    1e6;
  return { ...result, error: null, errorKind: null, status: null, costUsd };
}
