import { z } from "zod";
import { uploadStatusDtoSchema } from "./contamination-uploads";
import { jsonInterval, jsonNumber } from "./json-number";

// What the API answers on the contamination pages: a benchmark's overview, one model's
// results and the controlled ranking. Metric names are the benchmark's own (GET /metrics).

/** Per-metric τ: a claim is flagged under a metric when its score s ≥ τ. */
const tauByMetric = z.record(z.string(), z.number());

const benchmarkHeader = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The caller maintains this benchmark (or is an admin). */
  canMaintain: z.boolean(),
  tau: tauByMetric,
});

/** Whether this server can turn articles into statements, and compute embedding metrics. */
const availability = z.object({ extraction: z.boolean(), embeddings: z.boolean() });

const metricSummary = z.object({
  /** Claims scored under the metric. */
  n: z.number().int(),
  /** S: the mean score over those claims. */
  mean: jsonNumber,
  flagged: z.number().int(),
  flaggedShare: jsonNumber,
  tau: z.number(),
  /** Claim counts in 20 bins of width 0.05 over [0, 1] (negative cosines in the first). */
  histogram: z.array(z.number().int()),
});

/** Claims flagged under every (strict) or some (any) metric, over the claims scored under all. */
const combinedRate = z.object({
  metrics: z.array(z.string()),
  n: z.number().int(),
  flagged: z.number().int(),
  flaggedShare: jsonNumber,
});

const modelSummary = z.object({
  metrics: z.partialRecord(z.string(), metricSummary),
  strict: combinedRate,
  any: combinedRate,
});

/** GET /contamination/{slug}: one row per model the caller may see. */
export const benchmarkContaminationDtoSchema = z.object({
  benchmark: benchmarkHeader,
  availability,
  /** Metrics with scores, in the benchmark's order. */
  metrics: z.array(z.string()),
  models: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      organisation: z.string(),
      declaredCutoff: z.iso.date(),
      summary: modelSummary,
    }),
  ),
});

/** A claim some metric flags for the model: its score under each metric, and the strict flag. */
const flaggedClaim = z.object({
  claimId: z.string(),
  claimDate: z.iso.date(),
  scores: z.record(z.string(), jsonNumber),
  isStrict: z.boolean(),
});

/** How disclosed values were rounded (lib/disclosure): exact, or to the Ladder's step. */
const disclosureInfoDtoSchema = z.object({
  exact: z.boolean(),
  stepOverride: z.number().nullable().optional(),
});

/** The primary metric on contaminated (a) and clean (b) claims, with a bootstrap interval. */
const subsetComparison = z.object({
  metric: z.string(),
  a: z.object({ n: z.number().int(), value: jsonNumber }),
  b: z.object({ n: z.number().int(), value: jsonNumber }),
  /** value(a) − value(b). */
  difference: jsonNumber,
  interval: jsonInterval.nullable(),
  pValue: jsonNumber,
});

/** GET /contamination/{slug}/models/{modelId}. */
export const modelContaminationDtoSchema = z.object({
  benchmark: benchmarkHeader,
  model: z.object({
    id: z.string(),
    name: z.string(),
    organisation: z.string(),
    declaredCutoff: z.iso.date(),
    estimatedCutoff: z.iso.date().nullable(),
    isOwner: z.boolean(),
  }),
  availability,
  metrics: z.array(z.string()),
  summary: modelSummary,
  postCutoff: z.object({
    cutoff: z.iso.date(),
    claimsAfter: z.number().int(),
    /** Flagged claims after the cutoff per metric, and under every metric (`strict`). */
    flagged: z.partialRecord(z.string(), z.number().int()),
    claims: z.array(flaggedClaim),
  }),
  /** Every visible flagged claim (the first 200 listed, newest first). */
  flaggedClaims: z.object({ total: z.number().int(), claims: z.array(flaggedClaim) }),
  /** Stored SSA of the newest scored submission per split (disclosed values on hidden ones). */
  ssa: z.array(z.object({ split: z.string(), delta: jsonNumber, otr: jsonNumber, factor: jsonNumber })),
  controlled: z.array(
    z.object({
      split: z.string(),
      kind: z.string(),
      comparison: subsetComparison.nullable(),
      /** Why the comparison is withheld. */
      note: z.string().nullable(),
      release: disclosureInfoDtoSchema,
    }),
  ),
  /** null unless the caller owns the model, maintains the benchmark or is an admin. */
  uploads: z.array(uploadStatusDtoSchema).nullable(),
});

/** A model on one subset: disclosed value, rank and Δrank (rank on the subset − rank on all). */
const subsetCell = z.object({
  n: z.number().int(),
  value: jsonNumber,
  rank: z.number().int().nullable(),
  deltaRank: z.number().int().nullable(),
});

/** GET /contamination/{slug}/controlled. */
export const controlledRankingDtoSchema = z.object({
  split: z.object({ name: z.string(), kind: z.string() }).nullable(),
  splits: z.array(z.object({ name: z.string(), kind: z.string() })),
  /** The primary metric ranked on. */
  metric: z.string(),
  isLowerBetter: z.boolean(),
  /** The unified controlled set: claims left out as contaminated or unassessed, of `total`. */
  set: z.object({
    n: z.number().int(),
    total: z.number().int(),
    contaminated: z.number().int(),
    unassessed: z.number().int(),
    modelIds: z.array(z.string()),
    metrics: z.array(z.string()),
    tau: z.record(z.string(), jsonNumber),
  }),
  /** Each selected metric's controlled subset, then the intersection (`metric` null). */
  subsets: z.array(
    z.object({
      metric: z.string().nullable(),
      tau: jsonNumber,
      n: z.number().int(),
      contaminated: z.number().int(),
      unassessed: z.number().int(),
      /** Values and ranks withheld (hidden labels, too few claims). */
      withheld: z.boolean(),
    }),
  ),
  /** Gold label counts over the controlled set (dev splits only). */
  labelCounts: z.record(z.string(), z.number().int()).nullable(),
  rows: z.array(
    z.object({
      modelId: z.string(),
      name: z.string(),
      full: z.object({ n: z.number().int(), value: jsonNumber, rank: z.number().int() }),
      controlled: z.object({ n: z.number().int(), value: jsonNumber, rank: z.number().int().nullable() }),
      deltaRank: z.number().int().nullable(),
      subsets: z.array(subsetCell),
    }),
  ),
  release: disclosureInfoDtoSchema,
  note: z.string().nullable(),
});
