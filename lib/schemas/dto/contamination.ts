import { z } from "zod";
import { CONTAMINATION_METRIC_KINDS } from "@/lib/vocabulary";

// What the API answers about a benchmark's contamination metrics (maintainers only).

/** One named metric; `baseUrl` and `model` are null for METEOR. */
const metricConfigDtoSchema = z.object({
  name: z.string(),
  kind: z.enum(CONTAMINATION_METRIC_KINDS),
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  tau: z.number(),
  /** One of the defaults of a benchmark without its own list. */
  isDefault: z.boolean(),
});

/** GET /contamination/{slug}/metrics. */
export const metricListDtoSchema = z.object({
  metrics: z.array(metricConfigDtoSchema.extend({ scored: z.number().int() })),
  /** Stored (model, claim) evidence pairs: what each metric is computed on (`scored` of them so far). */
  evidencePairs: z.number().int(),
});

/** PUT /contamination/{slug}/metrics. */
export const savedMetricsDtoSchema = z.object({
  metrics: z.array(metricConfigDtoSchema),
  /** New metrics, or ones whose kind, model or endpoint changed: scored again by the job `jobId`. */
  rescoring: z.array(z.string()),
  /** Metrics removed, with their scores. */
  removed: z.array(z.string()),
  jobId: z.string().nullable(),
});
