import { z } from "zod";
import { uploadKindSchema, uploadTargetSchema } from "@/lib/schemas/contamination";
import { JOB_STATUSES } from "@/lib/vocabulary";

// What the API answers about contamination evidence uploads.

const claimProblem = z.object({ line: z.number().int(), claimId: z.string(), problem: z.string() });

/** An evidence upload and its progress (its owner, maintainers and admins only). */
export const uploadStatusDtoSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  kind: uploadKindSchema,
  target: uploadTargetSchema,
  createdAt: z.iso.datetime(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.array(z.object({ claimId: z.string(), reason: z.string() })),
  notes: z.array(z.object({ claimId: z.string(), note: z.string() })),
  rejected: z.array(claimProblem),
  /** The newest job's status ("unknown" when the job is gone). */
  status: z.enum([...JOB_STATUSES, "unknown"]),
  lastError: z.string().nullable(),
  /** USD billed by the LLM endpoint. */
  costUsd: z.number(),
  cacheHits: z.number().int(),
});

/** POST evidence or oracle uploads: 202 once stored and queued. */
export const uploadReceiptDtoSchema = z.object({
  uploadId: z.string(),
  jobId: z.string(),
  /** Claims queued for processing. */
  total: z.number().int(),
  /** Lines read but not usable (unknown claim, empty article), each with its reason. */
  rejected: z.array(claimProblem),
});

/** POST /contamination/uploads/{uploadId}/rerun: 202 with the queued job. */
export const uploadRerunDtoSchema = z.object({ jobId: z.string() });
