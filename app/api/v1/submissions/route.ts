import { rm } from "node:fs/promises";
import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { env } from "@/lib/env";
import { readUpload } from "@/lib/server/http/read-upload";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { SubmissionInvalidError } from "@/lib/server/submissions/submission-invalid-error";
import { AppError } from "@/lib/errors/app-error";

/**
 * POST a prediction file: multipart/form-data (fields + `file`) or a raw JSONL body with
 * the fields as query parameters. 201 once the file, the row and the job are stored.
 */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller }) => {
  const upload = await readUpload(req, { maxBytes: env.SUBMISSION_MAX_BYTES, fileField: "file", defaultName: "predictions.jsonl" });
  try {
    const created = await createSubmission(caller, upload.fields, upload);
    return NextResponse.json(created, { status: 201 });
  } catch (err) {
    if (err instanceof SubmissionInvalidError) {
      return NextResponse.json({ error: { code: err.code, message: err.message, issues: err.issues, more: err.more } }, { status: 400 });
    }
    if (err instanceof AppError && "resetAt" in err) {
      return NextResponse.json({ error: { code: err.code, message: err.message, resetAt: err.resetAt } }, { status: 429 });
    }
    throw err;
  } finally {
    await rm(upload.dir, { recursive: true, force: true });
  }
});
