import { z } from "zod";

/** One line of GET /evaluations/{id}/outputs: a stored raw answer with what it cost. */
export const evaluationOutputLineSchema = z.object({
  /** "prediction" (a line of the prediction file) or "article" (the closed-book probe's article for the claim). */
  task: z.enum(["prediction", "article"]),
  claim_id: z.string(),
  slice: z.number().int().nullable(),
  variant: z.enum(["original", "shifted"]),
  raw_output: z.string(),
  /** Why the answer is unusable ("unparsed", "truncated", "refusal", …), null when it is usable. */
  failure_kind: z.string().nullable(),
  attempts: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  cost_usd: z.number(),
  answered_at: z.string(),
});
