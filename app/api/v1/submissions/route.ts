import { rm } from "node:fs/promises";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { submissionCreatedDtoSchema, submissionListDtoSchema } from "@/lib/schemas/dto/submission";
import { env } from "@/lib/env";
import { readUpload } from "@/lib/server/api/read-upload";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { submissionListQuerySchema, submissionMetaSchema } from "@/lib/schemas/submission";
import { listMySubmissions } from "@/lib/server/submissions/list-my-submissions";

/** GET the caller's own submissions, newest first, optionally on one benchmark (by slug). */
export const GET = guardRoute(
  { access: "user", scope: "read", query: ["benchmark", "limit"] },
  async ({ req, caller }) => {
    const query = submissionListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
    const submissions = await listMySubmissions(caller, {
      take: query.limit,
      ...(query.benchmark !== undefined ? { benchmark: query.benchmark } : {}),
    });
    return respondDto(submissionListDtoSchema, { submissions });
  },
);

/**
 * POST a prediction file: multipart/form-data (fields + `file`) or a raw JSONL body with
 * the fields as query parameters. 201 once the file, the row and the job are stored.
 */
export const POST = guardRoute(
  { access: "user", scope: "write", query: [...Object.keys(submissionMetaSchema.shape), "filename"] },
  async ({ req, caller }) => {
    const upload = await readUpload(req, {
      maxBytes: env.SUBMISSION_MAX_BYTES,
      fileField: "file",
      defaultName: "predictions.jsonl",
    });
    try {
      const created = await createSubmission(caller, upload.fields, upload);
      return respondDto(submissionCreatedDtoSchema, created, { status: 201 });
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  },
);
