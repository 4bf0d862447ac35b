import { rm } from "node:fs/promises";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { submissionCreatedDtoSchema } from "@/lib/schemas/dto/submission";
import { env } from "@/lib/env";
import { readUpload } from "@/lib/server/api/read-upload";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { submissionMetaSchema } from "@/lib/schemas/submission";

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
