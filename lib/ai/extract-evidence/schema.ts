// The answer the extraction model must give, checked with zod.
import { z } from "zod";

/** Evidence statements extracted from one fact-check article: short, self-contained sentences. */
export const extractedEvidenceSchema = z.object({
  statements: z.array(z.string().trim().min(1).max(2000)).max(50),
});

export type ExtractedEvidence = z.infer<typeof extractedEvidenceSchema>;

/** The JSON Schema sent as `response_format` (strict structured output). */
export const extractedEvidenceJsonSchema = {
  type: "object",
  properties: { statements: { type: "array", items: { type: "string" } } },
  required: ["statements"],
  additionalProperties: false,
} as const;
