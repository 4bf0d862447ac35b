// Uploads of a model (or of a benchmark's oracle evidence) with their progress.
import "server-only";
import { db } from "@/lib/db";
import { describeJobError } from "@/lib/jobs/describe-job-error";
import { z } from "zod";
import { AUDIT, batchDetailSchema, uploadDetailSchema, type UploadDetail } from "./upload-records";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { JOB_STATUSES, type JobStatus } from "@/lib/vocabulary";

export interface UploadStatus {
  uploadId: string;
  fileName: string;
  kind: UploadDetail["kind"];
  target: UploadDetail["target"];
  createdAt: string;
  total: number;
  /** Claims finished (evidence and every available score stored). */
  done: number;
  /** Claims whose last attempt failed, with the reason; a rerun retries them. */
  failed: { claimId: string; reason: string }[];
  /** Claims whose extracted statements were trimmed to the evidence limits, and how. */
  notes: { claimId: string; note: string }[];
  rejected: UploadDetail["rejected"];
  /** Status of the newest job of this upload ("unknown" when the job row is gone). */
  status: JobStatus | "unknown";
  /** The newest job's last error with what happens next (`describeJobError`); null when none. */
  lastError: string | null;
  /** USD billed by the endpoint for this upload, for accepted and rejected answers alike. */
  costUsd: number;
  cacheHits: number;
}

/**
 * Progress of each upload for one model (`target` "model") or one benchmark's oracle
 * (`target` "benchmark-oracle"), newest first. Callers check who may see it.
 */
/** A rerun or continuation event names the job it queued. */
const jobDetailSchema = z.looseObject({ jobId: z.string() });

export async function listContaminationUploads(
  targetType: "model" | "benchmark-oracle",
  targetId: string,
  benchmarkId: string,
): Promise<UploadStatus[]> {
  const events = await db.auditEvent.findMany({
    where: { action: AUDIT.upload, targetType, targetId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, detailJson: true, createdAt: true },
  });
  const uploads = events
    .map((e) => ({
      createdAt: e.createdAt,
      detail: decodeJsonColumn(uploadDetailSchema, e.detailJson, {
        table: "AuditEvent",
        id: e.id,
        column: "detailJson",
      }),
    }))
    .filter((u) => u.detail.benchmarkId === benchmarkId);
  if (uploads.length === 0) return [];
  const ids = uploads.map((u) => u.detail.uploadId);
  const related = await db.auditEvent.findMany({
    where: {
      action: { in: [AUDIT.batch, AUDIT.rerun, AUDIT.continue] },
      targetType: "contamination-upload",
      targetId: { in: ids },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true, action: true, targetId: true, detailJson: true },
  });
  const jobIds = new Map(uploads.map((u) => [u.detail.uploadId, u.detail.jobId]));
  for (const r of related)
    if (r.action !== AUDIT.batch)
      jobIds.set(
        r.targetId,
        decodeJsonColumn(jobDetailSchema, r.detailJson, {
          table: "AuditEvent",
          id: r.id,
          column: "detailJson",
        }).jobId,
      );
  const jobRows = await db.job.findMany({
    where: { id: { in: [...jobIds.values()] } },
    select: { id: true, status: true, lastError: true, attempts: true, maxAttempts: true, runAt: true },
  });
  const jobs = new Map(jobRows.map((j) => [j.id, j]));
  return uploads.map(({ createdAt, detail }) => {
    const done = new Set<string>();
    const failed = new Map<string, string>();
    const notes = new Map<string, string>();
    let costUsd = 0;
    let cacheHits = 0;
    for (const r of related) {
      if (r.targetId !== detail.uploadId || r.action !== AUDIT.batch) continue;
      const batch = decodeJsonColumn(batchDetailSchema, r.detailJson, {
        table: "AuditEvent",
        id: r.id,
        column: "detailJson",
      });
      for (const id of batch.done) {
        done.add(id);
        failed.delete(id);
      }
      for (const f of batch.failed) if (!done.has(f.claimId)) failed.set(f.claimId, f.reason);
      for (const n of batch.notes) notes.set(n.claimId, n.note);
      costUsd += batch.costUsd;
      cacheHits += batch.cacheHits;
    }
    const job = jobs.get(jobIds.get(detail.uploadId) ?? "");
    return {
      uploadId: detail.uploadId,
      fileName: detail.fileName,
      kind: detail.kind,
      target: detail.target,
      createdAt: createdAt.toISOString(),
      total: detail.total,
      done: done.size,
      failed: [...failed].map(([claimId, reason]) => ({ claimId, reason })),
      notes: [...notes]
        .filter(([claimId]) => done.has(claimId))
        .map(([claimId, note]) => ({ claimId, note })),
      rejected: detail.rejected,
      status: job
        ? decodeEnumColumn(JOB_STATUSES, job.status, { table: "Job", id: job.id, column: "status" })
        : "unknown",
      lastError: job ? describeJobError(job) : null,
      costUsd,
      cacheHits,
    };
  });
}
