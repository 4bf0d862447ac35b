import { z } from "zod";
import { accessQueueQuerySchema, decideAccessSchema, requestAccessSchema } from "@/lib/schemas/access";
import { claimsQuerySchema } from "@/lib/schemas/claims-query";
import { createModelSchema } from "@/lib/schemas/model";
import { emailTokenSchema } from "@/lib/schemas/email-verification";
import {
  emailSentDtoSchema,
  emailStatusDtoSchema,
  emailVerifiedDtoSchema,
  meDtoSchema,
  navUserDtoSchema,
} from "@/lib/schemas/dto/account";
import { benchmarkDtoSchema, benchmarkListDtoSchema, claimPageDtoSchema } from "@/lib/schemas/dto/benchmark";
import { modelDtoSchema, modelListDtoSchema } from "@/lib/schemas/dto/model";
import { downloadLinkDtoSchema } from "@/lib/schemas/dto/download";
import {
  accessDecisionsDtoSchema,
  accessQueueDtoSchema,
  accessStatusDtoSchema,
} from "@/lib/schemas/dto/access";
import { ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/** The /api/v1 routes for accounts, benchmarks, access, downloads and models. */
export const ACCESS_PATHS: PathTable = {
  "/openapi.json": {
    get: {
      operationId: "getOpenApi",
      summary: "This document",
      ok: { status: 200, description: "OpenAPI 3.1", mediaType: "application/json" },
      errors: [],
    },
  },
  "/me": {
    get: {
      operationId: "getMe",
      summary: "The caller (read scope)",
      auth: true,
      ok: ok("The caller", meDtoSchema),
      errors: [401],
    },
  },
  "/me/nav": {
    get: {
      operationId: "getNavUser",
      summary:
        "What the page header shows of the signed-in visitor (session cookie only; null when signed out)",
      ok: ok("The visitor or null", navUserDtoSchema),
      errors: [],
    },
  },
  "/me/email-verification": {
    get: {
      operationId: "getEmailStatus",
      summary: "Whether my email address is confirmed (read scope)",
      auth: true,
      ok: ok("Status", emailStatusDtoSchema),
      errors: [401],
    },
    post: {
      operationId: "sendEmailVerification",
      summary:
        "Email me a new confirmation link (write scope); earlier links stop working. Submitting to hidden splits needs a confirmed address",
      auth: true,
      ok: { status: 202, description: "Sent (or already confirmed)", schema: emailSentDtoSchema },
      errors: [401, 429],
    },
  },
  "/email-verifications": {
    post: {
      operationId: "verifyEmail",
      summary: "Confirm an address with the token from the emailed link (single use, 48 hours)",
      body: emailTokenSchema,
      ok: ok("Confirmed", emailVerifiedDtoSchema),
      errors: [400],
    },
  },
  "/benchmarks": {
    get: {
      operationId: "listBenchmarks",
      summary: "Benchmarks the caller may see",
      ok: ok("The benchmarks", benchmarkListDtoSchema),
      errors: [],
    },
  },
  "/benchmarks/{slug}": {
    get: {
      operationId: "getBenchmark",
      summary: "One benchmark: releases, files with sha256, visible splits, public label counts",
      ok: ok("The benchmark", benchmarkDtoSchema),
      errors: [404],
    },
  },
  "/benchmarks/{slug}/claims": {
    get: {
      operationId: "listClaims",
      summary:
        "A page of claims with the claim browser's filters. A sealed split's claims are left out for all but the benchmark's maintainers (`sealedSplits` names them); `quarter` set to one is 403",
      query: claimsQuerySchema,
      ok: ok("One page", claimPageDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
  "/benchmarks/{slug}/splits/{split}/template": {
    get: {
      operationId: "getPredictionTemplate",
      summary:
        "A split's empty prediction template (read scope): every claim id (and slice) with the prediction null (JSONL) or an empty cell (CSV, ?format=csv); never a label. Users who may see the split and, on gated benchmarks, have access; a sealed split's only for its maintainers (403)",
      auth: true,
      query: z.object({ format: z.enum(["jsonl", "csv"]).default("jsonl") }),
      ok: { status: 200, description: "JSONL or CSV, as an attachment", mediaType: "application/x-ndjson" },
      errors: [400, 401, 403, 404],
    },
  },
  "/benchmarks/{slug}/access-requests": {
    post: {
      operationId: "requestAccess",
      summary: "Request access (write scope); answers to the benchmark's form",
      auth: true,
      body: requestAccessSchema,
      ok: { status: 201, description: "My access status", schema: accessStatusDtoSchema },
      errors: [400, 401, 404],
    },
    get: {
      operationId: "listAccessRequests",
      summary:
        "The access-request queue (maintainers of this benchmark and admins, read scope), oldest first, at most 500",
      auth: true,
      query: accessQueueQuerySchema,
      ok: ok("The queue", accessQueueDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
  "/benchmarks/{slug}/access-requests/decisions": {
    post: {
      operationId: "decideAccessRequests",
      summary:
        "Decide access requests in bulk (maintainers of this benchmark and admins, write scope); a reason is required to reject. All or nothing (404 unknown id, 409 wrong state); each decision is audited and the user notified, as on the queue page. Approve also restores a revoked grant",
      auth: true,
      body: decideAccessSchema,
      ok: ok("How many were decided", accessDecisionsDtoSchema),
      errors: [400, 401, 403, 404, 409],
    },
  },
  "/benchmarks/{slug}/access-requests/me": {
    get: {
      operationId: "getMyAccessStatus",
      summary: "The status of my access request (read scope)",
      auth: true,
      ok: ok("My access status", accessStatusDtoSchema),
      errors: [401, 404],
    },
  },
  "/benchmarks/{slug}/files/{name}": {
    get: {
      operationId: "getDownloadLink",
      summary:
        "Download a release file: redirects to a link signed for the caller, valid 60 s; ?release= picks a release (default the newest). A file holding a sealed split's claims is 403 for all but the benchmark's maintainers",
      auth: true,
      query: z.object({ release: z.string().min(1).max(100).optional() }),
      ok: {
        status: 302,
        description: "Redirect (Location) to the signed link, described in the body",
        schema: downloadLinkDtoSchema,
      },
      errors: [401, 403, 404],
    },
  },
  "/downloads/{fileId}": {
    get: {
      operationId: "downloadFile",
      summary:
        "Follow a signed download link (the signature is the credential); the bytes, or a 302 to the object store",
      query: z.object({ u: z.string(), exp: z.string(), sig: z.string() }),
      ok: { status: 200, description: "The file", mediaType: "application/octet-stream" },
      errors: [403, 404],
    },
  },
  "/models": {
    get: {
      operationId: "listModels",
      summary: "My models (read scope)",
      auth: true,
      ok: ok("My models", modelListDtoSchema),
      errors: [401],
    },
    post: {
      operationId: "createModel",
      summary: "Register a model (write scope)",
      auth: true,
      body: createModelSchema,
      ok: { status: 201, description: "The model", schema: modelDtoSchema },
      errors: [400, 401],
    },
  },
  "/models/{id}": {
    get: {
      operationId: "getModel",
      summary: "One model: public once a submission of it is public, else its owner and admins only",
      ok: ok("The model", modelDtoSchema),
      errors: [404],
    },
    put: {
      operationId: "updateModel",
      summary: "Replace every field of one of my models (write scope)",
      auth: true,
      body: createModelSchema,
      ok: ok("The model", modelDtoSchema),
      errors: [400, 401, 404],
    },
  },
};
