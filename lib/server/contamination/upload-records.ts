// The durable record of contamination uploads, kept in the audit log (see the JSDoc below).
import { z } from "zod";
import { uploadKindSchema, uploadTargetSchema } from "@/lib/schemas/contamination";

export const CONTAMINATION_UPLOAD_JOB = "contamination-upload";

/**
 * Audit actions that together describe an upload and its progress. There is no upload
 * table yet, so: "contamination.upload" (target "model" or "benchmark-oracle") records the
 * upload; each committed batch writes "contamination.batch" (target "contamination-upload",
 * the upload id) *in the transaction that stores its results*, listing the claims done and
 * failed, notes and what the endpoint billed; "contamination.rerun" records a new job for
 * the same upload asked for by a user, "contamination.continue" the job that carries on
 * where a run that used up its time slice stopped. The newest of these jobs is the upload's.
 */
export const AUDIT = {
  upload: "contamination.upload",
  batch: "contamination.batch",
  rerun: "contamination.rerun",
  continue: "contamination.continue",
} as const;

export const jobPayloadSchema = z.object({
  uploadId: z.string(),
  benchmarkId: z.string(),
  modelId: z.string().nullable(),
  target: uploadTargetSchema,
  kind: uploadKindSchema,
  filePath: z.string(),
  fileName: z.string(),
  actorId: z.string().nullable(),
  /**
   * External ids of claims that already failed in earlier time slices of this run: a
   * continuation does not pay for them again (a rerun asked for by the user retries them).
   */
  skip: z.array(z.string()).optional(),
});
export type ContaminationJobPayload = z.infer<typeof jobPayloadSchema>;

const rejectedSchema = z.object({ line: z.number(), claimId: z.string(), problem: z.string() });

export const uploadDetailSchema = jobPayloadSchema.extend({
  jobId: z.string(),
  total: z.number(),
  rejected: z.array(rejectedSchema),
  /** The evaluation whose closed-book probe made the file (DOMAIN §8); absent for a user's upload. */
  evaluationId: z.string().optional(),
});
export type UploadDetail = z.infer<typeof uploadDetailSchema>;

export const batchDetailSchema = z.object({
  jobId: z.string(),
  done: z.array(z.string()),
  failed: z.array(z.object({ claimId: z.string(), reason: z.string() })),
  /** What the evidence limits changed per claim (blank statements dropped, long ones cut). */
  notes: z.array(z.object({ claimId: z.string(), note: z.string() })).default([]),
  /** USD the endpoint billed since the previous record, for accepted and rejected answers alike. */
  costUsd: z.number(),
  /** LLM answers served from the cache (not paid for again). */
  cacheHits: z.number(),
});
