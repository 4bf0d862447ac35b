// Schemas of the JSON text columns (SQLite and PostgreSQL store them alike), decoded through
// lib/db-columns at the edge of the data layer.
import { z } from "zod";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { MODES, TRACKS } from "@/lib/vocabulary";

export const stringListColumn = z.array(z.string());
export const numberListColumn = z.array(z.number());
export const modeListColumn = z.array(z.enum(MODES));
/** Claim.evidenceJson (and shiftedEvidenceJson): a claim's evidence items as the bundle gave them. */
export const evidenceListColumn = z.array(
  z.looseObject({
    id: z.string(),
    title: z.string().optional(),
    url: z.string().optional(),
    published: z.string().optional(),
    slice: z.number().optional(),
  }),
);
/** ClaimLabel.labelsBySliceJson: gold label per slice offset ("-3", "0", "3"). */
export const labelsBySliceColumn = z.record(z.string(), z.string());
/** Benchmark.propertiesJson: the declared claim and media properties (integrity track). */
export const propertyListColumn = z.array(
  z.looseObject({ name: z.string(), kind: z.enum(["claim", "media"]), description: z.string().optional() }),
);
/** ClaimLabel.propertiesJson: HIDDEN gold property scores in [-1, 1] by property name. */
export const propertyValuesColumn = z.record(z.string(), z.number().min(-1).max(1));

/** A metric value as stored: JSON has no NaN, so an undefined metric is null. */
const storedMetric = z.number().nullable();

/** Score.resultJson, checked for the fields every reader uses (nested breakdowns for shape). */
const scoreResultShape = z.looseObject({
  n: z.number().int().nonnegative(),
  track: z.enum(TRACKS),
  metrics: z.record(z.string(), storedMetric),
  missing: z.number().int().nonnegative().optional(),
  avg12: storedMetric.optional(),
  reasoning_gap: storedMetric.optional(),
  ssa: z.looseObject({ delta: storedMetric, otr: storedMetric, factor: storedMetric }).optional(),
  slices: z.record(z.string(), z.record(z.string(), z.looseObject({}))).optional(),
  subsets: z
    .record(z.string(), z.looseObject({ n: z.number(), metrics: z.record(z.string(), storedMetric) }))
    .optional(),
  ci: z
    .looseObject({
      b: z.number(),
      seed: z.number(),
      intervals: z.record(z.string(), z.tuple([storedMetric, storedMetric])),
    })
    .optional(),
});

/**
 * The scorer's output (docs/DOMAIN.md §7) as stored. It is checked against the shape above
 * but handed on as stored, key order included, because releases store it again byte for byte;
 * the checked shape is ScoreResult's, whose metric unions zod cannot name.
 */
export const scoreResultColumn = z
  .unknown()
  .superRefine((value, ctx) => {
    const checked = scoreResultShape.safeParse(value);
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  })
  .transform((value) => value as ScoreResult);

/** An undefined metric (stored as null) reads as NaN, which every comparison and formatter treats as "no value". */
const headlineMetric = storedMetric.transform((v) => v ?? Number.NaN);

/** What headline readers (lists, model pages, boards) take from a stored or disclosed result. */
export const resultHeadlineColumn = z.looseObject({
  n: z.number().int().nonnegative().optional(),
  metrics: z.record(z.string(), headlineMetric).optional(),
  avg12: headlineMetric.optional(),
});

/** The SSA block of a stored or disclosed result (the contamination model page reads only this). */
export const resultSsaColumn = z.looseObject({
  ssa: z.looseObject({ delta: headlineMetric, otr: headlineMetric, factor: headlineMetric }).optional(),
});

/** AccessRequest.answersJson: the answers to a benchmark's request form, by field name. */
export const accessAnswersColumn = z.record(z.string(), z.union([z.string(), z.boolean()]));

/** AuditEvent.detailJson: an object whose keys depend on the action. */
export const auditDetailColumn = z.record(z.string(), z.unknown());
