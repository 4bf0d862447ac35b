// The job that turns one upload into evidence and scores, batch by batch.
import "server-only";
import { setMaxListeners } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getAiSettings } from "@/lib/ai/settings";
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { loadWordNetTable } from "./load-wordnet-table";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { loadClaimIds } from "./load-claim-ids";
import { parseContaminationUpload } from "./parse-contamination-upload";
import { prepareStatements } from "./prepare-statements";
import { AUDIT, batchDetailSchema, jobPayloadSchema } from "./upload-records";

export { CONTAMINATION_UPLOAD_JOB } from "./upload-records";
import { writeEvidenceBatch } from "./write-evidence-batch";

/** Claims committed together: small enough that a crash loses little, large enough to be fast. */
export const CONTAMINATION_BATCH = 25;

/** Claims of this upload already committed as done by earlier runs. */
async function doneClaims(uploadId: string): Promise<Set<string>> {
  const events = await db.auditEvent.findMany({ where: { action: AUDIT.batch, targetType: "contamination-upload", targetId: uploadId }, select: { detailJson: true } });
  return new Set(events.flatMap((e) => batchDetailSchema.parse(JSON.parse(e.detailJson)).done));
}

/**
 * Processes the stored upload file: claims already done (by an earlier run of this upload)
 * are skipped, the rest go in batches of CONTAMINATION_BATCH, each committed on its own
 * with its progress record, so a crash or a retry never redoes or loses finished work.
 * Claims that still fail after their retries are reported per claim and the job goes
 * on; a batch in which *every* claim failed transiently (endpoint down) fails the job,
 * which the queue retries later with backoff, continuing where it stopped.
 */
export const contaminationUploadHandler: JobHandler = {
  async run({ job, payload, signal }) {
    const p = jobPayloadSchema.parse(payload);
    // Parallel extraction lanes each listen for the abort; that is expected, not a leak.
    setMaxListeners(64, signal);
    const text = await readFile(path.resolve(env.STORAGE_DIR, p.filePath), "utf8").catch(() => {
      throw new PermanentJobError(`the uploaded file ${p.fileName} is no longer stored`);
    });
    const claimIds = await loadClaimIds({ id: "", role: "admin" }, p.benchmarkId);
    const { records } = parseContaminationUpload(text, p.fileName, p.kind, claimIds);
    const done = await doneClaims(p.uploadId);
    const pending = records.filter((r) => !done.has(r.externalId));
    const settings = getAiSettings();
    const scorer = createMeteorScorer(loadWordNetTable());
    for (let i = 0; i < pending.length; i += CONTAMINATION_BATCH) {
      signal.throwIfAborted();
      const batch = pending.slice(i, i + CONTAMINATION_BATCH);
      const prepared = await prepareStatements(batch, settings, signal);
      const isEndpointDown = prepared.prepared.length === 0 && prepared.failed.length > 0 && prepared.failed.every((f) => f.isTransient);
      if (isEndpointDown) throw new Error(`the LLM endpoint failed for every claim of a batch (${prepared.failed[0]?.reason ?? ""}); will retry`);
      await writeEvidenceBatch(p, job.id, prepared, settings, scorer, signal);
    }
  },
};
