import { z } from "zod";
import { propertyValuesSchema } from "./bundle-properties";

/** One cited evidence item; `published` is an ISO date ("YYYY-MM-DD" or a full timestamp). */
const citationSchema = z.object({
  id: z.string().min(1).optional(),
  url: z.string().min(1).optional(),
  published: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, "must start with a date YYYY-MM-DD")
    .optional(),
});

const predictionVariantSchema = z.enum(["original", "shifted"]);

/**
 * One line of a prediction file (DOMAIN.md §7). Unknown fields are ignored.
 * `score` is an integrity score in [-1, 1]; `slice` is the slice offset in days;
 * `properties` holds property scores in [-1, 1] by the benchmark's declared names.
 * At most one of `label`, `raw_output`, `score` may be given; which one is required
 * depends on the benchmark's track and is checked when aligning with the benchmark.
 */
export const predictionRowSchema = z
  .object({
    claim_id: z.string().trim().min(1),
    slice: z
      .number({ error: "slice must be a whole number of days" })
      .int("slice must be a whole number of days")
      .optional(),
    variant: predictionVariantSchema.optional(),
    label: z.string().optional(),
    raw_output: z.string().optional(),
    score: z
      .number({ error: "score must be a number" })
      .min(-1, "score must be in [-1, 1]")
      .max(1, "score must be in [-1, 1]")
      .optional(),
    properties: propertyValuesSchema.optional(),
    citations: z.array(citationSchema).optional(),
    justification: z.string().optional(),
  })
  .refine((row) => [row.label, row.raw_output, row.score].filter((v) => v !== undefined).length <= 1, {
    message: "give only one of label, raw_output, score",
    path: ["label"],
  });
