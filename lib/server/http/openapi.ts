import packageJson from "@/package.json";
import { LEADERBOARD_PARAMS } from "@/lib/schemas/leaderboard";

const bearer = [{ bearer: [] }];
const err = { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
const slug = { name: "slug", in: "path", required: true, schema: { type: "string" } };
const json = (description: string) => ({ description, content: { "application/json": { schema: { type: "object" } } } });

/** The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. */
export const OPENAPI = {
  openapi: "3.1.0",
  info: { title: "LiveCheck API", version: packageJson.version, description: "Send a personal token as `Authorization: Bearer lc_…`. Scopes: read, write, admin. Every endpoint refuses query parameters it does not list with a 400 that names them and the accepted ones." },
  servers: [{ url: "/api/v1" }],
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      Error: { type: "object", properties: { error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" }, fields: { type: "object" } } } } },
    },
  },
  paths: {
    "/me": { get: { summary: "The caller: id, name and role (read scope)", security: bearer, responses: { 200: json("The caller"), 401: err } } },
    "/me/email-verification": {
      get: { summary: "Whether my email address is confirmed (read scope): {email, verified, verifiedAt}", security: bearer, responses: { 200: json("Status"), 401: err } },
      post: {
        summary: "Email me a new confirmation link (write scope); earlier links stop working. Submitting to hidden splits needs a confirmed address",
        security: bearer,
        responses: { 202: json("{verified, sentTo}"), 401: err, 429: err },
      },
    },
    "/email-verifications": {
      post: { summary: "Confirm an address: body {token}, the value after token= in the emailed link (single use, 48 hours)", responses: { 200: json("{verified, email}"), 400: err } },
    },
    "/benchmarks": { get: { summary: "Benchmarks the caller may see", responses: { 200: json("{benchmarks: [...]}") } } },
    "/benchmarks/{slug}": { get: { summary: "One benchmark: releases, files with sha256, visible splits, public label counts", parameters: [slug], responses: { 200: json("The benchmark"), 404: err } } },
    "/benchmarks/{slug}/claims": {
      get: {
        summary: "A page of claims with the claim browser's filters",
        parameters: [
          slug,
          ...["q", "quarter", "language", "media", "label"].map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
          { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
          { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
        ],
        responses: { 200: json("{items, total, page, pageSize}"), 400: err, 404: err },
      },
    },
    "/benchmarks/{slug}/splits/{split}/template": {
      get: {
        summary: "A split's empty prediction template (read scope): every claim id (and slice) with the prediction null (JSONL) or an empty cell (CSV, ?format=csv); never a label. Users who may see the split and, on gated benchmarks, have access",
        security: bearer,
        parameters: [slug, { name: "split", in: "path", required: true, schema: { type: "string" } }, { name: "format", in: "query", required: false, schema: { type: "string", enum: ["jsonl", "csv"] } }],
        responses: { 200: { description: "JSONL or CSV, as an attachment" }, 400: err, 401: err, 403: err, 404: err },
      },
    },
    "/benchmarks/{slug}/access-requests": {
      post: { summary: "Request access (write scope); body {answers}", security: bearer, parameters: [slug], responses: { 200: json("The request's status"), 400: err, 401: err, 404: err } },
      get: {
        summary: "The access-request queue (maintainers of this benchmark and admins, read scope): {counts, truncated, requests: [{id, status, user, answers, reason, requestedAt, decidedAt, decidedBy}]}, oldest first, at most 500",
        security: bearer,
        parameters: [slug, { name: "status", in: "query", required: false, schema: { type: "string", enum: ["pending", "approved", "rejected", "revoked", "all"], default: "pending" } }],
        responses: { 200: json("The queue"), 400: err, 401: err, 403: err, 404: err },
      },
    },
    "/benchmarks/{slug}/access-requests/decisions": {
      post: {
        summary: "Decide access requests in bulk (maintainers of this benchmark and admins, write scope): body {ids (1-500), decision: approve|reject|revoke, reason (required to reject)}. All or nothing (404 unknown id, 409 wrong state); each decision is audited and the user notified, as on the queue page. Approve also restores a revoked grant",
        security: bearer,
        parameters: [slug],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["ids", "decision"], properties: { ids: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 500 }, decision: { type: "string", enum: ["approve", "reject", "revoke"] }, reason: { type: "string", maxLength: 2000 } } } } } },
        responses: { 200: json("{decided, skipped}"), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    "/benchmarks/{slug}/access-requests/me": {
      get: { summary: "The status of my access request (read scope)", security: bearer, parameters: [slug], responses: { 200: json("Status"), 401: err, 404: err } },
    },
    "/benchmarks/{slug}/files/{name}": {
      get: {
        summary: "Download a release file: redirects to a short-lived link signed for the caller",
        security: bearer,
        parameters: [slug, { name: "name", in: "path", required: true, schema: { type: "string" } }, { name: "release", in: "query", schema: { type: "string" } }],
        responses: { 302: { description: "Redirect to the signed link" }, 401: err, 403: err, 404: err },
      },
    },
    "/models": {
      get: { summary: "My models (read scope)", security: bearer, responses: { 200: json("{models}"), 401: err } },
      post: { summary: "Register a model (write scope): name, organisation, parameterCountB, openWeights, declaredCutoff, cutoffSource, estimatedCutoff, regime, costPerRunUsd, links", security: bearer, responses: { 201: json("The model"), 400: err } },
    },
    "/models/{id}": {
      get: { summary: "One of my models", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("The model"), 404: err } },
      put: { summary: "Replace a model's fields (owner only)", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("The model"), 400: err, 404: err } },
    },
    "/submissions": {
      post: {
        summary: "Submit predictions (write scope): multipart fields benchmark, split, modelId, regime, description, codeUrl, paperUrl, isPublic, missingAsWrong and the file `file`; or a raw JSONL body with those fields as query parameters. split is a quarter (2025Q4) or `all` (the default): one submission per split the file's claims belong to, each checked and counted against its split's quota, all or none. A file covering several splits with one split named is refused (400) with one issue naming the splits and their line counts. 400 lists every problem found (syntax, type, unknown id, duplicate, missing claim; first 100 in `issues`, the rest counted in `more`)",
        security: bearer,
        responses: { 201: json("{id, status, position, submissions: [{id, split, position}]} (id and position: the first submission)"), 400: err, 403: err, 404: err, 413: err, 429: err },
      },
    },
    "/submissions/{id}": {
      get: { summary: "A submission's status, queue position and scores (owner only)", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("The submission"), 404: err } },
    },
    "/submissions/{id}/results": {
      get: { summary: "Per-claim results as JSONL, or CSV with ?format=csv (own submissions on public dev splits only)", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }, { name: "format", in: "query", required: false, schema: { type: "string", enum: ["jsonl", "csv"] } }], responses: { 200: { description: "JSONL" }, 403: err, 404: err } },
    },
    "/bundles": {
      post: { summary: "Import a benchmark bundle (.zip/.tar.gz as the raw body; maintainers, write scope); ?publish=1", security: bearer, responses: { 200: json("Import summary"), 400: err, 403: err, 413: err } },
    },
    "/leaderboards/{slug}": {
      get: {
        summary: "A leaderboard with the page's filters (same numbers as the page); format=csv exports",
        parameters: [
          slug,
          ...LEADERBOARD_PARAMS.map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
        ],
        responses: { 200: json("Leaderboard"), 400: err, 404: err },
      },
    },
    "/contamination/{slug}": { get: { summary: "Per model: mean score S, flagged shares per metric and strict", parameters: [slug], responses: { 200: json("Overview"), 404: err } } },
    "/contamination/{slug}/models/{modelId}": { get: { summary: "One model's contamination results", parameters: [slug, { name: "modelId", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("Results"), 404: err } } },
    "/contamination/{slug}/models/{modelId}/evidence": {
      post: { summary: "Upload generated evidence (kind=statements: {claim_id, evidence}) or closed-book articles (kind=articles: {claim_id, article}) as JSONL (write scope; own models; on benchmarks with hidden test labels at most the daily quota per user, else 429 with resetAt)", security: bearer, parameters: [slug, { name: "modelId", in: "path", required: true, schema: { type: "string" } }], responses: { 202: json("Upload"), 400: err, 403: err, 404: err, 429: err } },
    },
    "/contamination/{slug}/oracle": { post: { summary: "Upload oracle evidence or articles (maintainers)", security: bearer, parameters: [slug], responses: { 202: json("Upload"), 400: err, 403: err } } },
    "/contamination/{slug}/controlled": { get: { summary: "The unified contamination-controlled claim set and the ranking on it, with Δrank", parameters: [slug], responses: { 200: json("Controlled ranking"), 400: err, 404: err } } },
    "/contamination/uploads/{uploadId}/rerun": { post: { summary: "Re-run the failed claims of an upload", security: bearer, parameters: [{ name: "uploadId", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("Queued"), 404: err } } },
    "/admin/users": { get: { summary: "All users (admin role, admin scope)", security: bearer, responses: { 200: json("{users}"), 403: err } } },
    "/admin/users/{id}": {
      patch: { summary: "Change a user's role; body {role}", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("{id, role}"), 400: err, 403: err, 404: err } },
    },
  },
} as const;
