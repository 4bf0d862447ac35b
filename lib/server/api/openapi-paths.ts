import { z } from "zod";
import { changeRoleSchema } from "@/lib/schemas/auth";
import { accessQueueQuerySchema, decideAccessSchema, requestAccessSchema } from "@/lib/schemas/access";
import { claimsQuerySchema } from "@/lib/schemas/claims-query";
import { uploadKindSchema } from "@/lib/schemas/contamination";
import { createModelSchema } from "@/lib/schemas/model";
import { emailTokenSchema } from "@/lib/schemas/email-verification";
import { leaderboardQuerySchema } from "@/lib/schemas/leaderboard";
import { submissionMetaSchema } from "@/lib/schemas/submission";
import {
  emailSentDtoSchema,
  emailStatusDtoSchema,
  emailVerifiedDtoSchema,
  meDtoSchema,
  navUserDtoSchema,
  userListDtoSchema,
  userRoleDtoSchema,
} from "@/lib/schemas/dto/account";
import { benchmarkDtoSchema, benchmarkListDtoSchema, claimPageDtoSchema } from "@/lib/schemas/dto/benchmark";
import { modelDtoSchema, modelListDtoSchema } from "@/lib/schemas/dto/model";
import {
  accessDecisionsDtoSchema,
  accessQueueDtoSchema,
  accessStatusDtoSchema,
} from "@/lib/schemas/dto/access";
import type { PathTable } from "./openapi-builder";

const ok = (description: string, schema?: z.ZodType) => ({
  status: 200,
  description,
  ...(schema ? { schema } : {}),
});
const jsonl = (description: string) => ({ mediaType: "application/x-ndjson", description });
const uploadQuery = z.object({
  kind: uploadKindSchema.default("statements"),
  filename: z.string().optional().describe("file name of a raw body"),
});

/** Every /api/v1 route: its summary, parameters, request body and answers (app/api/v1/**). */
export const OPENAPI_PATHS: PathTable = {
  "/openapi.json": {
    get: {
      summary: "This document",
      ok: { status: 200, description: "OpenAPI 3.1", mediaType: "application/json" },
      errors: [],
    },
  },
  "/me": {
    get: { summary: "The caller (read scope)", auth: true, ok: ok("The caller", meDtoSchema), errors: [401] },
  },
  "/me/nav": {
    get: {
      summary:
        "What the page header shows of the signed-in visitor (session cookie only; null when signed out)",
      ok: ok("The visitor or null", navUserDtoSchema),
      errors: [],
    },
  },
  "/me/email-verification": {
    get: {
      summary: "Whether my email address is confirmed (read scope)",
      auth: true,
      ok: ok("Status", emailStatusDtoSchema),
      errors: [401],
    },
    post: {
      summary:
        "Email me a new confirmation link (write scope); earlier links stop working. Submitting to hidden splits needs a confirmed address",
      auth: true,
      ok: { status: 202, description: "Sent (or already confirmed)", schema: emailSentDtoSchema },
      errors: [401, 429],
    },
  },
  "/email-verifications": {
    post: {
      summary: "Confirm an address with the token from the emailed link (single use, 48 hours)",
      body: emailTokenSchema,
      ok: ok("Confirmed", emailVerifiedDtoSchema),
      errors: [400],
    },
  },
  "/benchmarks": {
    get: {
      summary: "Benchmarks the caller may see",
      ok: ok("The benchmarks", benchmarkListDtoSchema),
      errors: [],
    },
  },
  "/benchmarks/{slug}": {
    get: {
      summary: "One benchmark: releases, files with sha256, visible splits, public label counts",
      ok: ok("The benchmark", benchmarkDtoSchema),
      errors: [404],
    },
  },
  "/benchmarks/{slug}/claims": {
    get: {
      summary: "A page of claims with the claim browser's filters",
      query: claimsQuerySchema,
      ok: ok("One page", claimPageDtoSchema),
      errors: [400, 404],
    },
  },
  "/benchmarks/{slug}/splits/{split}/template": {
    get: {
      summary:
        "A split's empty prediction template (read scope): every claim id (and slice) with the prediction null (JSONL) or an empty cell (CSV, ?format=csv); never a label. Users who may see the split and, on gated benchmarks, have access",
      auth: true,
      query: z.object({ format: z.enum(["jsonl", "csv"]).default("jsonl") }),
      ok: { status: 200, description: "JSONL or CSV, as an attachment", mediaType: "application/x-ndjson" },
      errors: [400, 401, 403, 404],
    },
  },
  "/benchmarks/{slug}/access-requests": {
    post: {
      summary: "Request access (write scope); answers to the benchmark's form",
      auth: true,
      body: requestAccessSchema,
      ok: { status: 201, description: "My access status", schema: accessStatusDtoSchema },
      errors: [400, 401, 404],
    },
    get: {
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
      summary: "The status of my access request (read scope)",
      auth: true,
      ok: ok("My access status", accessStatusDtoSchema),
      errors: [401, 404],
    },
  },
  "/benchmarks/{slug}/files/{name}": {
    get: {
      summary:
        "Download a release file: redirects to a link signed for the caller, valid 60 s; ?release= picks a release (default the newest)",
      auth: true,
      query: z.object({ release: z.string().min(1).max(100).optional() }),
      ok: { status: 302, description: "Redirect (Location) to the signed link" },
      errors: [401, 403, 404],
    },
  },
  "/downloads/{fileId}": {
    get: {
      summary:
        "Follow a signed download link (the signature is the credential); the bytes, or a 302 to the object store",
      query: z.object({ u: z.string(), exp: z.string(), sig: z.string() }),
      ok: { status: 200, description: "The file", mediaType: "application/octet-stream" },
      errors: [403, 404],
    },
  },
  "/models": {
    get: {
      summary: "My models (read scope)",
      auth: true,
      ok: ok("My models", modelListDtoSchema),
      errors: [401],
    },
    post: {
      summary: "Register a model (write scope)",
      auth: true,
      body: createModelSchema,
      ok: { status: 201, description: "The model", schema: modelDtoSchema },
      errors: [400, 401],
    },
  },
  "/models/{id}": {
    get: {
      summary: "One model: public once a submission of it is public, else its owner and admins only",
      ok: ok("The model", modelDtoSchema),
      errors: [404],
    },
    put: {
      summary: "Replace every field of one of my models (write scope)",
      auth: true,
      body: createModelSchema,
      ok: ok("The model", modelDtoSchema),
      errors: [400, 401, 404],
    },
  },
  "/submissions": {
    post: {
      summary:
        "Submit predictions (write scope): multipart fields and the file `file`, or a raw JSONL body with the fields as query parameters. split is a quarter (2025Q4) or `all` (the default): one submission per split the file's claims belong to, all or none. 400 lists every problem found (first 100 in `issues`, the rest counted in `more`)",
      auth: true,
      query: submissionMetaSchema.extend({ filename: z.string().optional() }),
      body: {
        mediaType: "multipart/form-data",
        description:
          "The fields of the query parameters and the JSONL file `file` (or a raw application/x-ndjson body)",
      },
      ok: {
        status: 201,
        description:
          "{id, status, position, submissions: [{id, split, position}]} (id and position: the first submission)",
      },
      errors: [400, 401, 403, 404, 413, 429],
    },
  },
  "/submissions/{id}": {
    get: {
      summary: "A submission's status, queue position and scores as released (owner only)",
      auth: true,
      ok: ok("The submission"),
      errors: [401, 404],
    },
  },
  "/submissions/{id}/results": {
    get: {
      summary:
        "Per-claim results as JSONL, or CSV with ?format=csv (own submissions on public dev splits only)",
      auth: true,
      query: z.object({ format: z.enum(["jsonl", "csv"]).default("jsonl") }),
      ok: { status: 200, description: "One result per line", mediaType: "application/x-ndjson" },
      errors: [400, 401, 403, 404],
    },
  },
  "/bundles": {
    post: {
      summary:
        "Import a benchmark bundle (maintainers, write scope); ?publish=1 publishes the release. 400 lists every problem, nothing written",
      auth: true,
      query: z.object({ publish: z.enum(["0", "1", "true", "false"]).optional() }),
      body: { mediaType: "application/octet-stream", description: "The .zip or .tar.gz bundle" },
      ok: ok("Import summary"),
      errors: [400, 401, 403, 413],
    },
  },
  "/leaderboards/{slug}": {
    get: {
      summary: "A leaderboard with the page's filters (same numbers as the page); format=csv exports",
      query: leaderboardQuerySchema,
      ok: ok("The leaderboard"),
      errors: [400, 404],
    },
  },
  "/leaderboards/{slug}/preview": {
    get: {
      summary: "The board's social preview image, as a signed-out visitor sees it (released values only)",
      ok: { status: 200, description: "PNG", mediaType: "image/png" },
      errors: [404],
    },
  },
  "/badges/{slug}/{modelId}": {
    get: {
      summary:
        "An embeddable badge: the model's rank and score on the default board as a signed-out visitor sees them (released values only)",
      ok: { status: 200, description: "SVG", mediaType: "image/svg+xml" },
      errors: [404],
    },
  },
  "/contamination/{slug}": {
    get: {
      summary: "Per model: mean score S, flagged shares per metric and strict",
      ok: ok("Overview"),
      errors: [404],
    },
  },
  "/contamination/{slug}/models/{modelId}": {
    get: {
      summary: "One model's contamination results (uploads and progress for its owner)",
      ok: ok("Results"),
      errors: [404],
    },
  },
  "/contamination/{slug}/models/{modelId}/evidence": {
    post: {
      summary:
        "Upload generated evidence (kind=statements: {claim_id, evidence}) or closed-book articles (kind=articles: {claim_id, article}) as JSONL (write scope; own models; daily quota on hidden-label benchmarks, else 429 with resetAt)",
      auth: true,
      query: uploadQuery,
      body: jsonl("Multipart with the file `file`, or the raw JSONL body"),
      ok: { status: 202, description: "Upload receipt" },
      errors: [400, 401, 403, 404, 429],
    },
  },
  "/contamination/{slug}/oracle": {
    post: {
      summary: "Upload oracle evidence or articles (maintainers)",
      auth: true,
      query: uploadQuery,
      body: jsonl("Multipart with the file `file`, or the raw JSONL body"),
      ok: { status: 202, description: "Upload receipt" },
      errors: [400, 401, 403],
    },
  },
  "/contamination/{slug}/controlled": {
    get: {
      summary: "The unified contamination-controlled claim set and the ranking on it, with Δrank",
      query: z.object({
        models: z.string().optional().describe("comma-separated model ids"),
        metrics: z.string().optional().describe("comma-separated: meteor, embedding"),
        split: z
          .string()
          .regex(/^\d{4}Q[1-4]$/)
          .optional(),
      }),
      ok: ok("Controlled ranking"),
      errors: [400, 404],
    },
  },
  "/contamination/uploads/{uploadId}/rerun": {
    post: {
      summary: "Re-run the failed claims of an upload",
      auth: true,
      ok: { status: 202, description: "Queued" },
      errors: [401, 404],
    },
  },
  "/admin/users": {
    get: {
      summary: "All users (admin role, admin scope)",
      auth: true,
      ok: ok("All users", userListDtoSchema),
      errors: [401, 403],
    },
  },
  "/admin/users/{id}": {
    patch: {
      summary: "Change a user's role",
      auth: true,
      body: changeRoleSchema,
      ok: ok("The user's role", userRoleDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
};
