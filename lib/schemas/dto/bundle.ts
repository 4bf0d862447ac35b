import { z } from "zod";
import { SPLIT_KINDS } from "@/lib/vocabulary";
import { errorDtoSchema } from "./error";

/** One split of an imported bundle against the benchmark before it. `embargoUntil`: YYYY-MM-DD. */
const splitChangeSchema = z.object({
  name: z.string(),
  kind: z.enum(SPLIT_KINDS),
  embargoUntil: z.iso.date().nullable(),
  claims: z.number().int(),
  status: z.enum(["new", "changed", "unchanged"]),
});

/**
 * What an import changes, against the benchmark's claims, splits and newest gold before it.
 * Imports never delete: claims and splits missing from the bundle stay (`notInBundle`,
 * `splitsNotInBundle`). Labels are counts only, never values.
 */
const bundleChangesDtoSchema = z.object({
  splits: z.array(splitChangeSchema),
  splitsNotInBundle: z.array(z.string()),
  claims: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    notInBundle: z.number().int(),
  }),
  labels: z.object({ added: z.number().int(), changed: z.number().int() }),
});

/**
 * POST /bundles: what the import did. `draft`: checked and kept, nothing public yet (a
 * maintainer reviews and publishes it); `unchanged`: this exact bundle is already release
 * `release`. `changes` is null when nothing changed.
 */
export const importSummaryDtoSchema = z.object({
  slug: z.string(),
  status: z.enum(["created", "updated", "unchanged", "draft"]),
  release: z.string(),
  published: z.boolean(),
  claimsAdded: z.number().int(),
  claimsUpdated: z.number().int(),
  splitsAdded: z.number().int(),
  /** The new label version, or null when no gold changed. */
  labelVersion: z.number().int().nullable(),
  /** Scored submissions queued for re-scoring because gold they were scored on changed. */
  rescored: z.number().int(),
  changes: bundleChangesDtoSchema.nullable(),
});

export type ImportSummaryDto = z.infer<typeof importSummaryDtoSchema>;

/** DELETE /benchmarks/{slug}/releases/{version}: the draft is gone; so is a benchmark it alone had created. */
export const discardDraftDtoSchema = z.object({ benchmarkRemoved: z.boolean() });

/** A refused bundle: the Error body with the problems found (the first ones) and how many there are. */
export const bundleErrorDtoSchema = z.object({
  error: errorDtoSchema.shape.error.extend({
    problems: z
      .array(
        z.object({
          file: z.string(),
          line: z.number().int().optional(),
          field: z.string().optional(),
          message: z.string(),
        }),
      )
      .optional(),
    totalProblems: z.number().int().optional(),
  }),
});
