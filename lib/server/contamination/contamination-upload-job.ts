// The job that turns one upload into evidence and scores, claim by claim.
import "server-only";
import { setMaxListeners } from "node:events";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { getAiSettings } from "@/lib/ai/settings";
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError, RetryLaterError } from "@/lib/jobs/job-errors";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import type { JobHandler } from "@/lib/jobs/job-types";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { loadClaimIds } from "./load-claim-ids";
import { loadContaminationMetricsById } from "./load-contamination-metrics";
import { loadWordNetTable } from "./load-wordnet-table";
import { parseContaminationUpload } from "./parse-contamination-upload";
import { processUploadClaims } from "./process-upload-claims";
import { AUDIT, CONTAMINATION_UPLOAD_JOB, batchDetailSchema, jobPayloadSchema } from "./upload-records";

export { CONTAMINATION_UPLOAD_JOB } from "./upload-records";

/** Hard limit on one run; it stops starting claims half-way and hands the rest to a continuation. */
const CONTAMINATION_DEADLINE_MS = 30 * 60_000;

/** Claims of this upload already committed as done by earlier runs. */
async function doneClaims(uploadId: string): Promise<Set<string>> {
  const events = await db.auditEvent.findMany({
    where: { action: AUDIT.batch, targetType: "contamination-upload", targetId: uploadId },
    select: { id: true, detailJson: true },
  });
  return new Set(
    events.flatMap(
      (e) =>
        decodeJsonColumn(batchDetailSchema, e.detailJson, {
          table: "AuditEvent",
          id: e.id,
          column: "detailJson",
        }).done,
    ),
  );
}

/**
 * Processes the stored upload file in the "llm" lane, so scoring never waits for it.
 * Claims already done (by an earlier run of this upload) are skipped; the rest are
 * committed as they finish (`processUploadClaims`), so a crash or a retry never redoes or
 * loses finished work. Claims that fail are reported per claim and the run goes on. The
 * job fails for good when the endpoint rejects our credentials, and is retried later
 * (after the endpoint's Retry-After, at least) when the endpoint fails claim after claim.
 * A run stops starting claims half-way to its deadline and completes with a continuation
 * job for the rest, so a long upload never holds a worker slot for hours and other
 * uploads get their turn.
 */
export const contaminationUploadHandler: JobHandler = {
  lane: "llm",
  deadlineMs: CONTAMINATION_DEADLINE_MS,
  async run({ job, payload, signal, deadline, complete }) {
    const p = jobPayloadSchema.parse(payload);
    // Parallel extraction lanes each listen for the abort; that is expected, not a leak.
    setMaxListeners(64, signal);
    const text = await getFileStore().readText(p.filePath);
    if (text === null) throw new PermanentJobError(`the uploaded file ${p.fileName} is no longer stored`);
    const claimIds = await loadClaimIds({ id: p.benchmarkId, canMaintain: true });
    const { records } = parseContaminationUpload(text, p.fileName, p.kind, claimIds);
    const skip = new Set([...(await doneClaims(p.uploadId)), ...(p.skip ?? [])]);
    const pending = records.filter((r) => !skip.has(r.externalId));
    const scorer = createMeteorScorer(loadWordNetTable()); // the first load takes a while
    const startedAt = Date.now();
    const outcome = await processUploadClaims({
      payload: p,
      jobId: job.id,
      records: pending,
      settings: getAiSettings(),
      metrics: await loadContaminationMetricsById(p.benchmarkId),
      scorer,
      signal,
      stopStartingAt: startedAt + (deadline.getTime() - startedAt) / 2,
    });
    if (outcome.stop?.kind === "rejected")
      throw new PermanentJobError(
        `${outcome.stop.message}; the claims finished so far are kept: fix the endpoint settings, then run the upload again`,
      );
    if (outcome.stop?.kind === "down")
      throw new RetryLaterError(outcome.stop.message, outcome.stop.retryAfterMs);
    if (outcome.remaining === 0) return;
    await complete(async (tx) => {
      const next = await enqueueJob(
        CONTAMINATION_UPLOAD_JOB,
        { ...p, skip: [...(p.skip ?? []), ...outcome.failedIds] },
        { tx, maxAttempts: job.maxAttempts },
      );
      await recordAuditEvent(tx, {
        actorId: p.actorId,
        action: AUDIT.continue,
        targetType: "contamination-upload",
        targetId: p.uploadId,
        detail: { jobId: next.id, remaining: outcome.remaining },
      });
    });
  },
};
