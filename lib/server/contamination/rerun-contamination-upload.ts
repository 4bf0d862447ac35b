// Queues another run of an upload, which continues where the last one stopped.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { listContaminationUploads } from "./list-contamination-uploads";
import { AUDIT, CONTAMINATION_UPLOAD_JOB, uploadDetailSchema } from "./upload-records";
import type { Actor } from "@/lib/vocabulary";
import { decodeJsonColumn } from "@/lib/db-columns";

/**
 * For the uploader (or a maintainer of the benchmark, for oracle uploads): runs the upload
 * again when its last job finished or failed; finished claims are skipped, failed ones retried.
 */
export async function rerunContaminationUpload(actor: Actor, uploadId: string): Promise<{ jobId: string }> {
  if (!z.uuid().safeParse(uploadId).success) throw new AppError("NOT_FOUND", "No such upload");
  const events = await db.auditEvent.findMany({
    where: { action: AUDIT.upload, detailJson: { contains: `"uploadId":"${uploadId}"` } },
    select: { id: true, detailJson: true, targetId: true },
  });
  const found = events
    .map((e) => ({
      e,
      detail: decodeJsonColumn(uploadDetailSchema, e.detailJson, {
        table: "AuditEvent",
        id: e.id,
        column: "detailJson",
      }),
    }))
    .find((x) => x.detail.uploadId === uploadId);
  if (!found) throw new AppError("NOT_FOUND", "No such upload");
  const { detail, e } = found;
  const isOwner =
    detail.target === "model" &&
    (await db.modelEntry.count({ where: { id: detail.modelId ?? "", ownerId: actor.id } })) > 0;
  if (!isOwner && !(await canMaintainBenchmark(actor, detail.benchmarkId)))
    throw new AppError("NOT_FOUND", "No such upload");
  const status = (
    await listContaminationUploads(
      detail.target === "model" ? "model" : "benchmark-oracle",
      e.targetId,
      detail.benchmarkId,
    )
  ).find((u) => u.uploadId === uploadId);
  if (status && (status.status === "queued" || status.status === "running"))
    throw new AppError("CONFLICT", "This upload is still being processed");
  const { jobId: _old, total: _t, rejected: _r, ...payload } = detail;
  return db.$transaction(async (tx) => {
    const job = await enqueueJob(CONTAMINATION_UPLOAD_JOB, payload, { tx, maxAttempts: 8 });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: AUDIT.rerun,
      targetType: "contamination-upload",
      targetId: uploadId,
      detail: { jobId: job.id },
    });
    return { jobId: job.id };
  });
}
