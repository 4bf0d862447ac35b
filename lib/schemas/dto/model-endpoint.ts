import { z } from "zod";

/**
 * A model's endpoint as its owner reads it (GET/PUT /models/{id}/endpoint, the model page).
 * The API key itself never appears: `apiKeyHint` is "••••" and its last 4 characters (none
 * for a key under 12 characters), null when no key is stored. Prices are USD per million
 * tokens; the limits bound one evaluation run.
 */
export const modelEndpointDtoSchema = z.object({
  modelId: z.string(),
  baseUrl: z.string(),
  model: z.string(),
  hasApiKey: z.boolean(),
  apiKeyHint: z.string().nullable(),
  temperature: z.number(),
  topP: z.number().nullable(),
  maxTokens: z.number().int().nullable(),
  seed: z.number().int().nullable(),
  pricePromptPerMTok: z.number(),
  priceCompletionPerMTok: z.number(),
  maxUsdPerRun: z.number(),
  maxRequestsPerRun: z.number().int(),
  updatedAt: z.string(),
});
export type ModelEndpointDto = z.infer<typeof modelEndpointDtoSchema>;

/** DELETE /models/{id}/endpoint. */
export const modelEndpointDeletedDtoSchema = z.object({ deleted: z.literal(true) });

/**
 * POST /models/{id}/endpoint/test: one tiny chat request. `ok` with the start of the answer
 * (at most 300 characters), or not with the error as LiveCheck words it (the status and its
 * standard reason, never the endpoint's error body). Tokens are as the endpoint billed them;
 * `costUsd` at the endpoint's prices.
 */
export const modelEndpointTestDtoSchema = z.object({
  ok: z.boolean(),
  answer: z.string().nullable(),
  error: z.string().nullable(),
  /** The failure kind (lib/ai/ai-call-error.ts), null when ok. */
  errorKind: z.string().nullable(),
  status: z.number().int().nullable(),
  latencyMs: z.number().int(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  costUsd: z.number(),
});
export type ModelEndpointTestDto = z.infer<typeof modelEndpointTestDtoSchema>;
