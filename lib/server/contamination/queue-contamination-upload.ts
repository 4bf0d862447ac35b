// Records an accepted contamination upload: its job and the audit record that describes it.
import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { RejectedClaim } from "./parse-contamination-upload";
import { AUDIT, CONTAMINATION_UPLOAD_JOB, type ContaminationJobPayload } from "./upload-records";

/**
 * Inside the transaction that accepts an upload whose file is already in the store: the
 * "contamination-upload" job and the "contamination.upload" record (upload-records.ts), by
 * the payload's actor (the evidence quota counts these records). `evaluationId` names the
 * evaluation whose closed-book probe made the file (DOMAIN §8). Answers the job's id.
 */
export async function queueContaminationUpload(
  tx: Tx,
  payload: ContaminationJobPayload,
  accepted: { total: number; rejected: RejectedClaim[]; evaluationId?: string },
): Promise<string> {
  const job = await enqueueJob(CONTAMINATION_UPLOAD_JOB, payload, { tx, maxAttempts: 8 });
  await recordAuditEvent(tx, {
    actorId: payload.actorId,
    action: AUDIT.upload,
    targetType: payload.target === "model" ? "model" : "benchmark-oracle",
    targetId: payload.modelId ?? payload.benchmarkId,
    detail: { ...payload, jobId: job.id, ...accepted },
  });
  return job.id;
}
