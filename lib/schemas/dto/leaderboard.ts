import { z } from "zod";
import { LEADERBOARD_VIEWS } from "@/lib/schemas/leaderboard";
import { MODES, PERIODS, REGIMES, REPRESENTATIVES, SPLIT_KINDS, TRACKS } from "@/lib/vocabulary";
import { jsonInterval, jsonNumber } from "./json-number";

// GET /leaderboards/{slug}: the page's numbers, as disclosed to the caller (lib/disclosure).

/** A value with its bootstrap 95% interval. */
const estimate = z.object({ value: jsonNumber, low: jsonNumber, high: jsonNumber });

/** The filters after defaults were filled in (splits and metric resolved). */
const resolvedQuery = z.object({
  splits: z.array(z.string()),
  slice: z.number().int().optional(),
  mode: z.enum(MODES),
  regime: z.enum(["all", ...REGIMES]),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  /** Days added to each model's cutoff. */
  buffer: z.number().int(),
  cutoff: z.enum(["declared", "estimated"]),
  metric: z.string(),
  view: z.enum(LEADERBOARD_VIEWS),
  models: z.array(z.string()).optional(),
  format: z.enum(["json", "csv"]),
  controlled: z.enum(["0", "1"]),
});

const row = z.object({
  entryId: z.string(),
  /** null for platform baselines. */
  modelId: z.string().nullable(),
  model: z.string(),
  organisation: z.string().nullable(),
  openWeights: z.boolean().nullable(),
  /** Billions of parameters. */
  parameterCount: z.number().nullable(),
  /** The cutoff used (declared or estimated), ISO date. */
  cutoff: z.string().nullable(),
  declaredCutoff: z.string().nullable(),
  /** Change point of the model's own error curve (DOMAIN §3). */
  estimatedCutoff: z
    .object({
      cutoff: z.iso.date(),
      low: z.iso.date(),
      high: z.iso.date(),
      granularity: z.enum(["month", "quarter"]),
      n: z.number().int(),
      nBefore: z.number().int(),
      nAfter: z.number().int(),
      /** Whether the declared cutoff contradicts the estimate. */
      contradicted: z.boolean(),
    })
    .nullable(),
  regime: z.string().nullable(),
  status: z.enum(["ranked", "contaminated", "incomplete", "baseline"]),
  rank: z.number().int().nullable(),
  rankLow: z.number().int().nullable(),
  rankHigh: z.number().int().nullable(),
  isTopTier: z.boolean(),
  n: z.number().int(),
  /** Predictions not submitted that count as wrong (--missing-as-wrong). */
  missing: z.number().int(),
  metrics: z.record(z.string(), estimate),
  /**
   * Per-property MSE (integrity benchmarks that declare properties) over the row's claims
   * with gold that predicted it (`n`); `missing`: claims with gold that left it out.
   */
  properties: z
    .record(z.string(), z.object({ mse: jsonNumber, n: z.number().int(), missing: z.number().int() }))
    .optional(),
  submittedAt: z.string().nullable(),
  submissionIds: z.array(z.string()),
  /** USD per run. */
  costPerRun: z.number().nullable(),
  /** "baseline" | "verified" (checked by a maintainer) | "livecheck" (run by LiveCheck) | "demo". */
  badges: z.array(z.string()),
  /**
   * Ranked rows: the compact letter display over all ranked pairs (DOMAIN §9), such as "ab";
   * rows sharing a letter are not significantly different. null when not ranked or withheld.
   */
  tier: z.string().nullable().optional(),
  /** Submissions the model made to the board's splits (every status, hidden ones included). */
  submissions: z.number().int().optional(),
});

/** One side of the before/after-cutoff table; `fsr`: format success rate (verdict track). */
const side = z.object({
  n: z.number().int(),
  value: jsonNumber,
  interval: jsonInterval,
  fsr: z.number().optional(),
});

const curve = z.object({
  entryId: z.string(),
  model: z.string(),
  cutoff: z.string().nullable(),
  /** The split period holding the cutoff ("2025Q1", or "2025-01" by month). */
  cutoffPeriod: z.string().nullable(),
  points: z.array(side.extend({ x: z.number(), label: z.string() })),
  prePost: z
    .object({
      pre: side,
      post: side,
      difference: jsonNumber,
      differenceInterval: jsonInterval,
      rule: z.enum(["date", ...PERIODS]),
      excluded: z.number().int(),
    })
    .optional(),
  /** Why there is nothing to plot, when points is empty. */
  message: z.string().optional(),
});

const sliceRow = z.object({
  entryId: z.string(),
  model: z.string(),
  n: z.number().int(),
  /** slice → mode → accuracy / macro_f1. */
  slices: z.record(
    z.string(),
    z.record(z.string(), z.object({ accuracy: jsonNumber, macro_f1: jsonNumber })),
  ),
  reasoningGap: estimate.nullable(),
  /** SSA probe (DOMAIN §4): Δ, overturn rate and factor = Δ × OTR × 100. */
  ssa: z.object({ delta: jsonNumber, otr: jsonNumber, factor: jsonNumber }).nullable(),
});

export const leaderboardDtoSchema = z.object({
  benchmark: z.object({
    slug: z.string(),
    title: z.string(),
    track: z.enum(TRACKS),
    /** How the benchmark cuts claims into splits: quarters or months. */
    period: z.enum(PERIODS),
    isDemo: z.boolean(),
    /** ISO timestamp when an admin archived the benchmark (readable, no new submissions). */
    archivedAt: z.iso.datetime().nullable().optional(),
    splits: z.array(z.string()),
    slices: z.array(z.number().int()),
    modes: z.array(z.enum(MODES)),
    splitKinds: z.record(z.string(), z.enum(SPLIT_KINDS)).optional(),
    /** Declared claim and media properties (integrity track), in order. */
    properties: z.array(z.object({ name: z.string(), kind: z.enum(["claim", "media"]) })).optional(),
  }),
  query: resolvedQuery,
  metrics: z.array(z.string()),
  primaryMetric: z.string(),
  lowerIsBetter: z.boolean(),
  /** Claims in the window after the cut. */
  n: z.number().int(),
  isSmallWindow: z.boolean(),
  bootstrap: z.object({ b: z.number().int(), seed: z.number().int() }),
  representative: z.enum(REPRESENTATIVES),
  rows: z.array(row),
  notes: z.array(z.string()),
  curves: z.array(curve).optional(),
  sliceRows: z.array(sliceRow).optional(),
  cost: z
    .array(z.object({ entryId: z.string(), model: z.string(), costPerRun: z.number(), metric: estimate }))
    .optional(),
  /** Entries the chart views show. */
  selectedEntries: z.array(z.string()),
  /** How the numbers were disclosed: exact, or rounded to `step` (lib/disclosure, docs/SECURITY.md). */
  release: z.object({ exact: z.boolean(), step: z.number().nullable(), stepOverride: z.number().nullable() }),
  /**
   * Holm-adjusted paired-bootstrap p-values between every pair of ranked rows on the ranked
   * metric (DOMAIN §9), `pAdjusted[i][j]` for `entryIds[i]` and `entryIds[j]`. Absent where
   * withheld (hidden splits, for everyone but the maintainers).
   */
  pairwise: z.object({ entryIds: z.array(z.string()), pAdjusted: z.array(z.array(z.number())) }).optional(),
});
