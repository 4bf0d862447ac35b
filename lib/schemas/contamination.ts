// zod schemas of the contamination feature: upload lines, settings, selections, labels.
import { z } from "zod";
import { CONTAMINATION_METRIC_KINDS, UPLOAD_KINDS, UPLOAD_TARGETS } from "@/lib/vocabulary";
import { endpointUrlSchema } from "./endpoint-url";

const metricKindSchema = z.enum(CONTAMINATION_METRIC_KINDS);

/** A metric's name: what ContaminationScore.metric holds, and what `?metrics=` lists. */
export const contaminationMetricSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,39}$/,
    "a name is 1–40 lower-case letters, digits, - and _, starting with a letter or digit",
  )
  .refine((name) => !(name in Object.prototype), "this name is reserved: choose another");

/** Most metrics a benchmark may configure. */
const MAX_METRICS = 8;

/** τ, or "calibrated": the best τ of the human-label calibration for this metric, taken when saved. */
const tauInputSchema = z.union([z.number().finite(), z.literal("calibrated")]);

/** One named metric as a maintainer configures it; τ's range depends on the kind. */
const metricConfigSchema = z
  .object({
    name: contaminationMetricSchema,
    kind: metricKindSchema,
    /** The embedding model id the endpoint serves (embedding metrics only). */
    model: z.string().trim().min(1).max(200).nullish(),
    /** The endpoint's base URL, such as https://api.openai.com/v1 (embedding metrics only). */
    baseUrl: endpointUrlSchema.nullish(),
    tau: tauInputSchema,
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.kind === "embedding") {
      if (!m.model)
        ctx.addIssue({ code: "custom", path: ["model"], message: "an embedding metric needs a model id" });
      if (!m.baseUrl)
        ctx.addIssue({
          code: "custom",
          path: ["baseUrl"],
          message: "an embedding metric needs an endpoint URL",
        });
    } else {
      if (m.model)
        ctx.addIssue({ code: "custom", path: ["model"], message: "a METEOR metric takes no model" });
      if (m.baseUrl)
        ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "a METEOR metric takes no endpoint" });
    }
    const isMeteor = m.kind !== "embedding";
    const [low, high] = isMeteor ? [0, 1] : [-1, 1];
    if (typeof m.tau === "number" && (m.tau < low || m.tau > high))
      ctx.addIssue({
        code: "custom",
        path: ["tau"],
        message: `τ of a ${isMeteor ? "METEOR" : "cosine"} metric must be between ${low} and ${high}`,
      });
  });

/** PUT /contamination/{slug}/metrics: the whole list, in display order; names unique. */
export const metricsConfigSchema = z
  .object({ metrics: z.array(metricConfigSchema).min(1, "configure at least one metric").max(MAX_METRICS) })
  .strict()
  .superRefine(({ metrics }, ctx) => {
    const seen = new Set<string>();
    metrics.forEach((m, i) => {
      if (seen.has(m.name))
        ctx.addIssue({
          code: "custom",
          path: ["metrics", i, "name"],
          message: `the name '${m.name}' is used twice`,
        });
      seen.add(m.name);
    });
  });

/** A line of an uploaded statements file: evidence already extracted (DOMAIN §7). */
export const statementsLineSchema = z.object({
  claim_id: z.string().trim().min(1).max(200),
  evidence: z.array(z.string().max(5000)).max(200),
});
/** A line of an uploaded articles file: one closed-book fact-check article for a claim. */
/** Characters an article of an articles upload may have. */
export const ARTICLE_MAX_CHARS = 100_000;

export const articleLineSchema = z.object({
  claim_id: z.string().trim().min(1).max(200),
  article: z.string().max(ARTICLE_MAX_CHARS),
});

/**
 * What an upload holds and whose evidence it is: a model's generated evidence, or the
 * benchmark's oracle evidence (maintainers only).
 */
export const uploadKindSchema = z.enum(UPLOAD_KINDS);
export const uploadTargetSchema = z.enum(UPLOAD_TARGETS);
export type { UploadKind } from "@/lib/vocabulary";

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
  metrics: z.preprocess(csv, z.array(contaminationMetricSchema).min(1).max(MAX_METRICS)).optional(),
});

export const contaminationPageParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  modelId: z.string().min(1).max(200).optional(),
});
