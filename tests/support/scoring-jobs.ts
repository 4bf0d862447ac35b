// Uploads and the scoring queue, for integration tests that submit through the real intake.
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { claimJob } from "@/lib/jobs/worker";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { runJob } from "@/lib/jobs/run-job";
import type { Upload } from "@/lib/server/api/read-upload";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";

/** A file (copied) or text as the upload the HTTP layer would hand to createSubmission. */
export async function uploadOf(source: string | { text: string }, fileName: string): Promise<Upload> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sub-test-"));
  const file = path.join(dir, "upload");
  if (typeof source === "string") await copyFile(source, file);
  else await writeFile(file, source.text);
  const bytes = await readFile(file);
  return {
    dir,
    file,
    fileName,
    bytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    fields: {},
  };
}

/** Scores every queued submission in this process, one after the other. */
export async function runQueuedJobs(): Promise<void> {
  for (;;) {
    const job = await claimJob({ workerId: "test-worker", kinds: [SCORE_SUBMISSION], leaseMs: 60_000 });
    if (!job) return;
    await runJob(job, jobHandlers[SCORE_SUBMISSION]!, { leaseMs: 60_000, log: () => undefined });
  }
}
