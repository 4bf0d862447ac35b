import { z } from "zod";
import { splitNameSchema } from "./bundle-common";
import { regimeSchema } from "@/lib/vocabulary";

const flag = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());
const optionalUrl = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(500)
    .optional(),
);

/** The metadata sent with a prediction file (form fields or query parameters). */
export const submissionMetaSchema = z.object({
  benchmark: z.string().min(1, "choose a benchmark").max(64),
  /** A split (`YYYYQn` or `YYYY-MM`), or "all" (the default): one submission per split the file's claims belong to. */
  split: z
    .union([z.literal("all"), splitNameSchema], {
      error: 'must be "all" or a split such as 2025Q4 (quarterly) or 2025-11 (monthly)',
    })
    .default("all"),
  modelId: z.string().min(1, "choose a model").max(64),
  regime: regimeSchema,
  description: z.string().trim().max(2000, "must be at most 2000 characters").default(""),
  codeUrl: optionalUrl,
  paperUrl: optionalUrl,
  isPublic: flag.default(false),
  missingAsWrong: flag.default(false),
});

export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

/** The query of GET /submissions: the caller's own submissions, on one benchmark (slug) when given. */
export const submissionListQuerySchema = z.object({
  benchmark: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
