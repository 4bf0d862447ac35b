import { z } from "zod";
import { modelIdSchema } from "@/lib/schemas/model";

/** Where an evaluation is (DOMAIN §8). `limit_reached` waits for its owner: score what was answered, or discard. */
export const EVALUATION_STATUSES = [
  "queued",
  "running",
  "done",
  "failed",
  "cancelled",
  "limit_reached",
] as const;
type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** Statuses of a run that is still going: a second run of the same model and split is refused meanwhile. */
export const ACTIVE_EVALUATION_STATUSES = [
  "queued",
  "running",
] as const satisfies readonly EvaluationStatus[];

/** The regimes LiveCheck can run itself (it does no retrieval, so not open_web). */
export const EVALUATION_REGIMES = ["evidence_bounded", "closed_book"] as const;

/** POST /evaluations and the model page's Start evaluation form. */
export const startEvaluationSchema = z.object({
  benchmark: z.string().trim().min(1, "name the benchmark (its slug)"),
  split: z.string().trim().min(1, "name the split"),
  modelId: modelIdSchema,
  /** Also run the closed-book contamination probe (DOMAIN §4, §8). */
  contamination: z.boolean().default(false),
  /** Whether the submission it produces is public (as an upload's). */
  isPublic: z.boolean().default(false),
  regime: z.enum(EVALUATION_REGIMES, "must be evidence_bounded or closed_book").default("evidence_bounded"),
});

/** POST /evaluations/{id}/score after the spending limit: the unanswered items count as missing. */
export const scoreStoppedEvaluationSchema = z.object({
  missingAsWrong: z.literal(true, "set missingAsWrong to true: unanswered items are scored as missing"),
});
