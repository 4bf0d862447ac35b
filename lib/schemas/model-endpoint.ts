// The endpoint a model's owner sets: what the form and PUT /models/{id}/endpoint send.
import { z } from "zod";
import { endpointUrlSchema } from "./endpoint-url";
import { numeric } from "./model";

/** Defaults of the spending limits of one evaluation run. */
export const DEFAULT_MAX_USD_PER_RUN = 10;
export const DEFAULT_MAX_REQUESTS_PER_RUN = 100_000;

const INT32 = 2 ** 31;

/** A number field; blank or left out means `fallback`. */
const numberOr = (fallback: number, schema: z.ZodNumber) =>
  z.preprocess((v) => numeric(v) ?? fallback, schema);

/** A number field; blank, null or left out means null (not sent, or no value). */
const numberOrNull = (schema: z.ZodNumber) => z.preprocess((v) => numeric(v) ?? null, schema.nullable());

/**
 * An API key: printable ASCII without spaces (it travels in an HTTP header). Leaving it out
 * keeps the stored key; null removes it (docs: PUT /models/{id}/endpoint).
 */
const endpointApiKeySchema = z
  .string("The API key must be a string, or null to remove it")
  .trim()
  .min(1, "Enter the API key, or leave the field out to keep the stored one")
  .max(500, "The API key is at most 500 characters")
  .regex(/^[\x21-\x7e]+$/, "The API key holds only printable ASCII characters, no spaces");

export const saveModelEndpointSchema = z
  .object({
    /** e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1 (an ENDPOINT_ALLOWLIST host). */
    baseUrl: z.preprocess(
      (v) => v ?? "",
      endpointUrlSchema.refine((u) => u !== "", "Enter the base URL"),
    ),
    /** The model name the endpoint serves (the request's `model`). */
    model: z
      .string("Enter the model name the endpoint serves")
      .trim()
      .min(1, "Enter the model name the endpoint serves")
      .max(200, "Use at most 200 characters"),
    apiKey: endpointApiKeySchema.nullable().optional(),
    /** Sampling temperature, 0 to 2; 0 by default. */
    temperature: numberOr(0, z.number("Enter a number from 0 to 2").min(0, "At least 0").max(2, "At most 2")),
    /** Nucleus sampling, above 0 and at most 1; null: the endpoint's default. */
    topP: numberOrNull(
      z.number("Enter a number above 0 and at most 1").gt(0, "More than 0").max(1, "At most 1"),
    ),
    /** Most completion tokens per request; null: the endpoint's default. */
    maxTokens: numberOrNull(
      z
        .number("Enter a whole number of tokens")
        .int("A whole number")
        .min(1, "At least 1")
        .max(1_000_000, "At most 1,000,000"),
    ),
    /** Seed for endpoints that sample reproducibly; null: none sent. */
    seed: numberOrNull(
      z
        .number("Enter a whole number")
        .int("A whole number")
        .min(-INT32, "Too small")
        .max(INT32 - 1, "Too large"),
    ),
    /** USD per million prompt tokens; 0 by default. */
    pricePromptPerMTok: numberOr(
      0,
      z.number("Enter USD per million tokens").min(0, "Cannot be negative").max(10_000, "At most 10,000 USD"),
    ),
    /** USD per million completion tokens; 0 by default. */
    priceCompletionPerMTok: numberOr(
      0,
      z.number("Enter USD per million tokens").min(0, "Cannot be negative").max(10_000, "At most 10,000 USD"),
    ),
    /** Most USD one evaluation run may spend (at the prices above); 10 by default. */
    maxUsdPerRun: numberOr(
      DEFAULT_MAX_USD_PER_RUN,
      z.number("Enter a limit in USD").gt(0, "More than 0").max(100_000, "At most 100,000 USD"),
    ),
    /** Most requests one evaluation run may send; 100,000 by default. */
    maxRequestsPerRun: numberOr(
      DEFAULT_MAX_REQUESTS_PER_RUN,
      z
        .number("Enter a whole number of requests")
        .int("A whole number")
        .min(1, "At least 1")
        .max(10_000_000, "At most 10,000,000"),
    ),
  })
  .strict();
export type SaveModelEndpointInput = z.infer<typeof saveModelEndpointSchema>;

/** The endpoint's settings besides its key, in form order (the form reads them, audit events compare them). */
export const ENDPOINT_SETTINGS = [
  "baseUrl",
  "model",
  "temperature",
  "topP",
  "maxTokens",
  "seed",
  "pricePromptPerMTok",
  "priceCompletionPerMTok",
  "maxUsdPerRun",
  "maxRequestsPerRun",
] as const;
