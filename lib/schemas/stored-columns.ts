// Schemas of the JSON text columns (SQLite and PostgreSQL store them alike), decoded through
// lib/db-columns at the edge of the data layer.
import { z } from "zod";
import type { ScoreResult } from "@/lib/scoring";
import { MODES, TRACKS } from "@/lib/vocabulary";

export const stringListColumn = z.array(z.string());
export const numberListColumn = z.array(z.number());
export const modeListColumn = z.array(z.enum(MODES));
/** Claim.evidenceJson: the evidence list of a claim (only id and publication date are read here). */
export const evidenceListColumn = z.array(z.looseObject({ id: z.string(), published: z.string().optional() }));
/** ClaimLabel.labelsBySliceJson: gold label per slice offset ("-3", "0", "3"). */
export const labelsBySliceColumn = z.record(z.string(), z.string());

/** A metric value as stored: JSON has no NaN, so an undefined metric is null. */
const storedMetric = z.number().nullable();

/**
 * Score.resultJson, the scorer's output (docs/DOMAIN.md §7). The fields every reader uses are
 * checked; nested breakdowns (slices, per-class, subsets, intervals) are checked for shape.
 */
export const scoreResultColumn = z
  .looseObject({
    n: z.number().int().nonnegative(),
    track: z.enum(TRACKS),
    metrics: z.record(z.string(), storedMetric),
    missing: z.number().int().nonnegative().optional(),
    avg12: storedMetric.optional(),
    reasoning_gap: storedMetric.optional(),
    ssa: z.looseObject({ delta: storedMetric, otr: storedMetric, factor: storedMetric }).optional(),
    slices: z.record(z.string(), z.record(z.string(), z.looseObject({}))).optional(),
    subsets: z.record(z.string(), z.looseObject({ n: z.number(), metrics: z.record(z.string(), storedMetric) })).optional(),
    ci: z.looseObject({ b: z.number(), seed: z.number(), intervals: z.record(z.string(), z.tuple([storedMetric, storedMetric])) }).optional(),
  })
  // The checked shape is the scorer's ScoreResult; the types differ only in the unions zod cannot name.
  .transform((value) => value as unknown as ScoreResult);

/** An undefined metric (stored as null) reads as NaN, which every comparison and formatter treats as "no value". */
const headlineMetric = storedMetric.transform((v) => v ?? Number.NaN);

/** What headline readers (lists, model pages, boards) take from a stored or released result. */
export const resultHeadlineColumn = z.looseObject({
  n: z.number().int().nonnegative().optional(),
  metrics: z.record(z.string(), headlineMetric).optional(),
  avg12: headlineMetric.optional(),
});

/** The SSA block of a stored or released result (the contamination model page reads only this). */
export const resultSsaColumn = z.looseObject({ ssa: z.looseObject({ delta: headlineMetric, otr: headlineMetric, factor: headlineMetric }).optional() });

/** AuditEvent.detailJson: an object whose keys depend on the action. */
export const auditDetailColumn = z.record(z.string(), z.unknown());
