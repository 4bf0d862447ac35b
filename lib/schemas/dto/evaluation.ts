import { z } from "zod";
import { EVALUATION_STATUSES } from "@/lib/schemas/evaluation";

/** One version of a benchmark's official prompts (DOMAIN §8); `createdAt` null for the shipped version 1. */
export const promptVersionDtoSchema = z.object({
  version: z.number().int(),
  templates: z.object({ verdict: z.string(), integrity: z.string(), article: z.string() }),
  note: z.string(),
  createdAt: z.string().nullable(),
});

/** GET /benchmarks/{slug}/prompts: every version, oldest first; `current` is the one new evaluations use. */
export const promptVersionsDtoSchema = z.object({
  benchmark: z.string(),
  current: z.number().int(),
  versions: z.array(promptVersionDtoSchema),
});

/** POST /evaluations: accepted and queued. */
export const evaluationCreatedDtoSchema = z.object({ id: z.string() });

/**
 * An evaluation as its owner reads it (GET /evaluations/{id}, the evaluation page). `done`
 * items answered of `total`; `failures` counts unusable answers by kind (lib/ai/ai-call-error.ts
 * kinds, and "unparsed"); `costUsd` at the endpoint's prices so far; `etaSeconds` the time
 * left at the pace so far (null until there is a pace, or once finished). `submissionId`
 * once the answers were submitted for scoring; `contaminationUploadId` once a closed-book
 * probe's articles were submitted as the model's contamination upload (DOMAIN §8). Never the endpoint's key; on hidden splits
 * no score (the submission's disclosed score is read like any submission's).
 */
export const evaluationDtoSchema = z.object({
  id: z.string(),
  status: z.enum(EVALUATION_STATUSES),
  benchmark: z.string(),
  split: z.string(),
  modelId: z.string(),
  regime: z.string(),
  contamination: z.boolean(),
  promptVersion: z.number().int(),
  endpointModel: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  requests: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  costUsd: z.number(),
  failures: z.record(z.string(), z.number().int()),
  error: z.string().nullable(),
  etaSeconds: z.number().nullable(),
  submissionId: z.string().nullable(),
  contaminationUploadId: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type EvaluationDto = z.infer<typeof evaluationDtoSchema>;

/** POST /evaluations/{id}/cancel. */
export const evaluationCancelledDtoSchema = z.object({ status: z.literal("cancelled") });

/** POST /evaluations/{id}/score: the submission made of the answered items (queued for scoring). */
export const evaluationScoredDtoSchema = z.object({ submissionId: z.string() });
