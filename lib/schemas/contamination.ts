// zod schemas of the contamination feature: upload lines, settings, selections, labels.
import { z } from "zod";

export const CONTAMINATION_METRICS = ["meteor", "embedding"] as const;
export const contaminationMetricSchema = z.enum(CONTAMINATION_METRICS);

/** A line of an uploaded statements file: evidence already extracted (DOMAIN §7). */
export const statementsLineSchema = z.object({
  claim_id: z.string().trim().min(1).max(200),
  evidence: z.array(z.string().max(5000)).max(200),
});
/** A line of an uploaded articles file: one closed-book fact-check article for a claim. */
export const articleLineSchema = z.object({
  claim_id: z.string().trim().min(1).max(200),
  article: z.string().max(100_000),
});

/**
 * What an upload holds and whose evidence it is: a model's generated evidence, or the
 * benchmark's oracle evidence (maintainers only).
 */
export const uploadKindSchema = z.enum(["statements", "articles"]);
export const uploadTargetSchema = z.enum(["model", "oracle"]);
export type UploadKind = z.infer<typeof uploadKindSchema>;
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** τ per metric, on the metric's own scale (METEOR [0, 1), cosine [-1, 1]). */
export const tauSettingsSchema = z.object({
  tauMeteor: z.coerce.number().min(0).max(1),
  tauEmbedding: z.coerce.number().min(-1).max(1),
});

/** A line of a human contamination label file, for calibrating τ. */
export const humanLabelLineSchema = z.object({
  claim_id: z.string().trim().min(1).max(200),
  model_id: z.string().trim().min(1).max(200),
  contaminated: z.boolean(),
});

const csv = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

/** The selection behind the unified controlled set: models and metrics, from search params or JSON. */
export const controlledSelectionSchema = z.object({
  modelIds: z.preprocess(csv, z.array(z.string().min(1).max(200)).max(200)).optional(),
  metrics: z.preprocess(csv, z.array(contaminationMetricSchema).min(1).max(2)).optional(),
});
export type ControlledSelection = z.infer<typeof controlledSelectionSchema>;

export const contaminationPageParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  modelId: z.string().min(1).max(200).optional(),
});
