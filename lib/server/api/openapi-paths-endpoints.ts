import { saveModelEndpointSchema } from "@/lib/schemas/model-endpoint";
import {
  modelEndpointDeletedDtoSchema,
  modelEndpointDtoSchema,
  modelEndpointTestDtoSchema,
} from "@/lib/schemas/dto/model-endpoint";
import { releaseDayOptInSchema } from "@/lib/schemas/release-day";
import {
  releaseDayOptInDtoSchema,
  releaseDayOptInListDtoSchema,
  releaseDayOptOutDtoSchema,
} from "@/lib/schemas/dto/release-day";
import { ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/**
 * The /api/v1 routes for a model's OpenAI-compatible endpoint and its release-day opt-ins
 * (its owner only; others get 404).
 */
export const ENDPOINT_PATHS: PathTable = {
  "/models/{id}/endpoint": {
    get: {
      operationId: "getModelEndpoint",
      summary:
        "The endpoint of one of my models (read scope): settings and `apiKeyHint`, never the key; 404 when none is set",
      auth: true,
      ok: ok("The endpoint", modelEndpointDtoSchema),
      errors: [401, 404],
    },
    put: {
      operationId: "setModelEndpoint",
      summary:
        "Set the endpoint of one of my models (write scope). Every setting is replaced (left out: its default) except `apiKey`: left out keeps the stored key, null removes it. The key is stored encrypted and never answered. 400 naming the outbound rule when the base URL may not be called. Audited",
      auth: true,
      body: saveModelEndpointSchema,
      ok: ok("The endpoint", modelEndpointDtoSchema),
      errors: [400, 401, 404],
    },
    delete: {
      operationId: "deleteModelEndpoint",
      summary: "Remove the endpoint of one of my models and its key (write scope). Audited",
      auth: true,
      ok: ok("Removed", modelEndpointDeletedDtoSchema),
      errors: [401, 404],
    },
  },
  "/models/{id}/endpoint/test": {
    post: {
      operationId: "testModelEndpoint",
      summary:
        "Test connection (write scope; 10 a minute): one tiny chat request with the stored settings; `ok` with the answer, or the error as status and reason (never the endpoint's error body)",
      auth: true,
      ok: ok("What the request got", modelEndpointTestDtoSchema),
      errors: [401, 404, 429],
    },
  },
  "/models/{id}/release-day": {
    get: {
      operationId: "listReleaseDayOptIns",
      summary:
        "The benchmarks one of my models is evaluated on as each new test split opens (read scope), each with its monthly limit and what this calendar month (UTC) has spent or reserved of it",
      auth: true,
      ok: ok("The opt-ins", releaseDayOptInListDtoSchema),
      errors: [401, 404],
    },
  },
  "/models/{id}/release-day/{benchmark}": {
    put: {
      operationId: "setReleaseDayOptIn",
      summary:
        "Opt one of my models with an endpoint in to release-day evaluations on a benchmark (write scope): LiveCheck starts an evaluation as each new test split opens, unless it would pass `monthlyLimitUsd` this month. Again: changes the settings. 400 when the model has no endpoint. Audited",
      auth: true,
      body: releaseDayOptInSchema,
      ok: ok("The opt-in", releaseDayOptInDtoSchema),
      errors: [400, 401, 404, 409],
    },
    delete: {
      operationId: "deleteReleaseDayOptIn",
      summary: "Opt the model out of release-day evaluations on the benchmark (write scope). Audited",
      auth: true,
      ok: ok("Opted out", releaseDayOptOutDtoSchema),
      errors: [401, 404],
    },
  },
};
