import { z } from "zod";

/**
 * Property scores (VeriTaS): per-claim scores of named claim and media properties, each in
 * [-1, 1] like the integrity score. A benchmark declares its properties in benchmark.json;
 * gold rows (labels.jsonl) and predictions give `properties: {name: value}` for any of them.
 */
const PROPERTY_KINDS = ["claim", "media"] as const;

/** Property names appear in JSON keys, CSV headers and URLs: lower-case words joined by `_`. */
const propertyNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "must be 1-40 lower-case letters, digits or _, starting with a letter");

/** One declared property of `benchmark.json`. */
export const propertyDeclSchema = z.strictObject({
  name: propertyNameSchema,
  kind: z.enum(PROPERTY_KINDS, { error: "must be claim or media" }),
  description: z.string().optional(),
});

/** A property value or score: a number in [-1, 1]. */
const propertyValueSchema = z
  .number({ error: "must be a number in [-1, 1]" })
  .min(-1, "must be in [-1, 1]")
  .max(1, "must be in [-1, 1]");

/** `properties: {name: value}` in labels.jsonl and prediction files (names checked separately). */
export const propertyValuesSchema = z.record(z.string(), propertyValueSchema, {
  error: "must be an object of property names to numbers in [-1, 1]",
});

/**
 * Problems of a `properties` object against the declared properties: each unknown name,
 * as `[field, message]`. Values are checked by propertyValuesSchema.
 */
export function unknownPropertyProblems(
  values: Record<string, number>,
  declared: readonly { name: string }[],
): [string, string][] {
  const names = new Set(declared.map((p) => p.name));
  const known =
    declared.length === 0 ? "this benchmark declares no properties" : `declared: ${[...names].join(", ")}`;
  return Object.keys(values)
    .filter((name) => !names.has(name))
    .map((name) => [`properties.${name}`, `unknown property "${name}" (${known})`]);
}
