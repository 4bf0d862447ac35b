import { z } from "zod";
import { changeRoleSchema } from "@/lib/schemas/auth";
import { splitNameSchema } from "@/lib/schemas/bundle-common";
import { metricsConfigSchema, uploadKindSchema } from "@/lib/schemas/contamination";
import { metricListDtoSchema, savedMetricsDtoSchema } from "@/lib/schemas/dto/contamination";
import {
  benchmarkContaminationDtoSchema,
  controlledRankingDtoSchema,
  modelContaminationDtoSchema,
} from "@/lib/schemas/dto/contamination-views";
import { uploadReceiptDtoSchema, uploadRerunDtoSchema } from "@/lib/schemas/dto/contamination-uploads";
import { leaderboardQuerySchema } from "@/lib/schemas/leaderboard";
import { submissionListQuerySchema, submissionMetaSchema } from "@/lib/schemas/submission";
import { userListDtoSchema, userRoleDtoSchema } from "@/lib/schemas/dto/account";
import { leaderboardDtoSchema } from "@/lib/schemas/dto/leaderboard";
import {
  quotaListDtoSchema,
  submissionCreatedDtoSchema,
  submissionDtoSchema,
  submissionListDtoSchema,
} from "@/lib/schemas/dto/submission";
import { benchmarkStatusSchema } from "@/lib/schemas/benchmark-status";
import { benchmarkStatusDtoSchema } from "@/lib/schemas/dto/benchmark";
import { discardDraftDtoSchema, importSummaryDtoSchema } from "@/lib/schemas/dto/bundle";
import { ok, jsonl } from "./openapi-answers";
import { bundleArchiveSchema, evidenceLineSchema, submissionUploadSchema } from "./openapi-uploads";
import type { PathTable } from "./openapi-builder";
import { boardDifficultyDtoSchema } from "@/lib/schemas/dto/difficulty";
import { DIFFICULTY_CSV_PARTS } from "@/lib/leaderboard/difficulty/difficulty-csv";

const uploadQuery = z.object({
  kind: uploadKindSchema.default("statements"),
  filename: z.string().optional().describe("file name of a raw body"),
});

/** The body and answer of both contamination uploads (generated evidence, oracle evidence). */
const evidenceUpload = jsonl(
  "Multipart with the file `file`, or the raw JSONL body; one object a line",
  evidenceLineSchema,
);
const uploadReceipt = { status: 202, description: "Upload receipt", schema: uploadReceiptDtoSchema } as const;

/** The /api/v1 routes for submissions, bundles, leaderboards, badges, contamination and admins. */
export const RESULT_PATHS: PathTable = {
  "/submissions": {
    get: {
      operationId: "listSubmissions",
      summary: "My submissions, newest first (read scope); `benchmark` keeps one benchmark's",
      auth: true,
      query: submissionListQuerySchema,
      ok: ok("My submissions", submissionListDtoSchema),
      errors: [400, 401],
    },
    post: {
      operationId: "createSubmission",
      summary:
        "Submit predictions (write scope): multipart fields and the file `file`, or a raw JSONL body with the fields as query parameters. split is a split name (2025Q4, or 2025-11 on a monthly benchmark) or `all` (the default): one submission per split the file's claims belong to, all or none. 400 lists every problem found (first 100 in `issues`, the rest counted in `more`)",
      auth: true,
      query: submissionMetaSchema.extend({ filename: z.string().optional() }),
      body: {
        mediaType: "multipart/form-data",
        description:
          "The fields of the query parameters and the JSONL file `file` (or a raw application/x-ndjson body)",
        schema: submissionUploadSchema,
      },
      ok: {
        status: 201,
        description: "Queued: one submission per split (id and position: the first one's)",
        schema: submissionCreatedDtoSchema,
      },
      errors: [400, 401, 403, 404, 413, 429],
    },
  },
  "/benchmarks/{slug}/quota": {
    get: {
      operationId: "getQuota",
      summary:
        "My submissions left today on each split I may see (read scope); only hidden splits are limited",
      auth: true,
      ok: ok("Quota per split", quotaListDtoSchema),
      errors: [401, 404],
    },
  },
  "/submissions/{id}": {
    get: {
      operationId: "getSubmission",
      summary: "A submission's status, queue position and scores as disclosed (owner only)",
      auth: true,
      ok: ok("The submission", submissionDtoSchema),
      errors: [401, 404],
    },
  },
  "/submissions/{id}/results": {
    get: {
      operationId: "getSubmissionResults",
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
      operationId: "importBundle",
      summary:
        "Import a benchmark bundle (maintainers, write scope): a draft release nothing public shows until it is published; ?publish=1 publishes at once. Answers what changes (claims, splits, label counts). 400 lists every problem, nothing written",
      auth: true,
      query: z.object({ publish: z.enum(["0", "1", "true", "false"]).optional() }),
      body: {
        mediaType: "application/octet-stream",
        description: "The .zip or .tar.gz bundle",
        schema: bundleArchiveSchema,
      },
      ok: ok("Import summary", importSummaryDtoSchema),
      errors: [400, 401, 403, 409, 413],
    },
  },
  "/benchmarks/{slug}/releases/{version}": {
    delete: {
      operationId: "discardDraftRelease",
      summary:
        "Discard a draft release unpublished (maintainers of the benchmark, write scope); a benchmark the draft alone created goes too. Audited",
      auth: true,
      ok: ok("Discarded", discardDraftDtoSchema),
      errors: [401, 403, 404],
    },
  },
  "/leaderboards/{slug}": {
    get: {
      operationId: "getLeaderboard",
      summary: "A leaderboard with the page's filters (same numbers as the page); format=csv exports",
      query: leaderboardQuerySchema,
      ok: ok("The leaderboard (format=csv: text/csv)", leaderboardDtoSchema),
      errors: [400, 404],
    },
  },
  "/leaderboards/{slug}/difficulty": {
    get: {
      operationId: "getLeaderboardDifficulty",
      summary:
        "Claim difficulties (public-label splits only) and each entry's ability, θ before/after its cutoff, Δθ and difficulty-adjusted cutoff gap, for the board's own filters (DOMAIN §9); withheld on hidden splits for everyone but the maintainers; format=csv exports entries, claims or periods (`part`)",
      query: leaderboardQuerySchema.extend({ part: z.enum(DIFFICULTY_CSV_PARTS).optional() }),
      ok: ok("Difficulties and adjusted gaps (format=csv: text/csv)", boardDifficultyDtoSchema),
      errors: [400, 404],
    },
  },
  "/leaderboards/{slug}/preview": {
    get: {
      operationId: "getLeaderboardPreview",
      summary: "The board's social preview image, as a signed-out visitor sees it (disclosed values only)",
      ok: { status: 200, description: "PNG", mediaType: "image/png" },
      errors: [404],
    },
  },
  "/badges/{slug}/{modelId}": {
    get: {
      operationId: "getBadge",
      summary:
        "An embeddable badge: the model's rank and score on the default board as a signed-out visitor sees them (disclosed values only)",
      ok: { status: 200, description: "SVG", mediaType: "image/svg+xml" },
      errors: [404],
    },
  },
  "/contamination/{slug}": {
    get: {
      operationId: "getContamination",
      summary: "Per model: mean score S, flagged shares per metric and strict",
      ok: ok("Overview", benchmarkContaminationDtoSchema),
      errors: [404],
    },
  },
  "/contamination/{slug}/models/{modelId}": {
    get: {
      operationId: "getModelContamination",
      summary: "One model's contamination results (uploads and progress for its owner)",
      ok: ok("Results", modelContaminationDtoSchema),
      errors: [404],
    },
  },
  "/contamination/{slug}/models/{modelId}/evidence": {
    post: {
      operationId: "uploadContaminationEvidence",
      summary:
        "Upload generated evidence (kind=statements: {claim_id, evidence}) or closed-book articles (kind=articles: {claim_id, article}) as JSONL (write scope; own models; daily quota on hidden-label benchmarks, else 429 with resetAt)",
      auth: true,
      query: uploadQuery,
      body: evidenceUpload,
      ok: uploadReceipt,
      errors: [400, 401, 403, 404, 429],
    },
  },
  "/contamination/{slug}/oracle": {
    post: {
      operationId: "uploadOracleEvidence",
      summary: "Upload oracle evidence or articles (maintainers)",
      auth: true,
      query: uploadQuery,
      body: evidenceUpload,
      ok: uploadReceipt,
      errors: [400, 401, 403],
    },
  },
  "/contamination/{slug}/metrics": {
    get: {
      operationId: "getContaminationMetrics",
      summary:
        "The benchmark's named similarity metrics (METEOR, embedding models at OpenAI-compatible endpoints) with τ and how many evidence pairs each has scored (maintainers)",
      auth: true,
      ok: ok("Metrics", metricListDtoSchema),
      errors: [401, 403, 404],
    },
    put: {
      operationId: "saveContaminationMetrics",
      summary:
        'Replace the metric list (maintainers; audited): unique names, τ in [0, 1] for METEOR and [-1, 1] for embeddings or "calibrated" (the human-label calibration\'s best τ), an http(s) endpoint URL and model id for embeddings. New or changed metrics are scored again by a job; removed ones lose their scores',
      auth: true,
      body: metricsConfigSchema,
      ok: ok("The saved list and what is being rescored", savedMetricsDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
  "/contamination/{slug}/controlled": {
    get: {
      operationId: "getControlledRanking",
      summary: "The unified contamination-controlled claim set and the ranking on it, with Δrank",
      query: z.object({
        models: z.string().optional().describe("comma-separated model ids"),
        metrics: z
          .string()
          .optional()
          .describe("comma-separated metric names (GET /contamination/{slug} lists them)"),
        split: splitNameSchema
          .optional()
          .describe("the split to rank on, by the benchmark's period (2025Q3 or 2025-07)"),
      }),
      ok: ok("Controlled ranking", controlledRankingDtoSchema),
      errors: [400, 404],
    },
  },
  "/contamination/uploads/{uploadId}/rerun": {
    post: {
      operationId: "rerunContaminationUpload",
      summary: "Re-run the failed claims of an upload",
      auth: true,
      ok: { status: 202, description: "Queued", schema: uploadRerunDtoSchema },
      errors: [401, 404],
    },
  },
  "/admin/users": {
    get: {
      operationId: "listUsers",
      summary: "All users (admin role, admin scope)",
      auth: true,
      ok: ok("All users", userListDtoSchema),
      errors: [401, 403],
    },
  },
  "/admin/users/{id}": {
    patch: {
      operationId: "changeUserRole",
      summary: "Change a user's role",
      auth: true,
      body: changeRoleSchema,
      ok: ok("The user's role", userRoleDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
  "/admin/benchmarks/{slug}": {
    patch: {
      operationId: "changeBenchmarkStatus",
      summary:
        "Archive a benchmark (readable, no new submissions) or unpublish it (404 for all but its maintainers and admins); false undoes. Audited",
      auth: true,
      body: benchmarkStatusSchema,
      ok: ok("The benchmark's status", benchmarkStatusDtoSchema),
      errors: [400, 401, 403, 404],
    },
  },
};
