import { z } from "zod";
import { nonEmptyTextSchema } from "./bundle-common";
import { propertyDeclSchema } from "./bundle-properties";
import { MODES, periodSchema, trackSchema } from "@/lib/vocabulary";

/** Evaluation modes of a sliced verdict benchmark (DOMAIN §3). */
const BUNDLE_MODES = MODES;

/**
 * `benchmark.json` (DOMAIN §7). Strict: unknown keys are errors. Cross-field rules:
 * verdict benchmarks declare `labels` (at least two, distinct ignoring case and outer
 * white space); integrity benchmarks declare none of `labels`, `slices`, `modes`;
 * `modes` needs `slices`; `properties` (named claim and media properties scored in [-1, 1],
 * distinct names) only on the integrity track. Slices are whole days relative to the claim date.
 */
export const benchmarkMetaSchema = z
  .strictObject({
    slug: z
      .string()
      .max(64, "must be at most 64 characters")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters and digits separated by single hyphens"),
    title: nonEmptyTextSchema,
    track: trackSchema,
    /** How claims are cut into splits: "quarter" (`YYYYQn`, the default) or "month" (`YYYY-MM`). */
    period: periodSchema.optional(),
    labels: z.array(nonEmptyTextSchema).optional(),
    slices: z.array(z.number().int("must be whole days")).min(1, "must list at least one slice").optional(),
    modes: z.array(z.enum(BUNDLE_MODES)).min(1, "must list at least one mode").optional(),
    description: nonEmptyTextSchema,
    license: nonEmptyTextSchema,
    citation: nonEmptyTextSchema,
    fact_check_domains: z
      .array(
        z
          .string()
          .regex(
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
            "must be a lower-case host name",
          ),
      )
      .optional(),
    properties: z.array(propertyDeclSchema).optional(),
  })
  .superRefine((meta, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (meta.track === "verdict") {
      if (meta.properties !== undefined) issue("properties", "is only allowed on the integrity track");
      if (!meta.labels) issue("labels", "is required for the verdict track");
      else if (meta.labels.length < 2) issue("labels", "must list at least two labels");
    } else {
      for (const key of ["labels", "slices", "modes"] as const) {
        if (meta[key] !== undefined) issue(key, "is only allowed on the verdict track");
      }
    }
    if (meta.labels && hasDuplicates(meta.labels.map((l) => l.trim().toLowerCase()))) {
      issue("labels", "must be distinct (compared ignoring case)");
    }
    if (meta.properties && hasDuplicates(meta.properties.map((p) => p.name)))
      issue("properties", "names must be distinct");
    if (meta.slices && hasDuplicates(meta.slices)) issue("slices", "must be distinct");
    if (meta.modes && hasDuplicates(meta.modes)) issue("modes", "must be distinct");
    if (meta.modes && !meta.slices) issue("modes", "needs slices to be declared");
    if (meta.fact_check_domains && hasDuplicates(meta.fact_check_domains)) {
      issue("fact_check_domains", "must be distinct");
    }
  });

/** Parsed `benchmark.json`. */
export type BenchmarkMeta = z.infer<typeof benchmarkMetaSchema>;

function hasDuplicates(values: readonly (string | number)[]): boolean {
  return new Set(values).size !== values.length;
}
