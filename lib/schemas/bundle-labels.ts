import { z } from "zod";
import { claimIdSchema, nonEmptyTextSchema } from "./bundle-common";
import { propertyValuesSchema } from "./bundle-properties";

/**
 * One line of `labels.jsonl` (hidden gold, DOMAIN §7). Strict. Which of `label`,
 * `labels_by_slice`, `integrity` are required depends on the benchmark and is checked by
 * the bundle reader. `integrity` is in [-1, 1]: -1 compromised, 0 not enough info, +1 intact.
 * `properties` (integrity track): gold of the benchmark's declared properties that apply to
 * this claim, each in [-1, 1]; the names are checked against benchmark.json by the reader.
 */
export const labelRowSchema = z.strictObject({
  claim_id: claimIdSchema,
  label: nonEmptyTextSchema.optional(),
  labels_by_slice: z.record(z.string(), nonEmptyTextSchema).optional(),
  integrity: z.number().min(-1, "must be in [-1, 1]").max(1, "must be in [-1, 1]").optional(),
  properties: propertyValuesSchema.optional(),
});

/** Parsed `labels.jsonl` row. */
export type LabelRow = z.infer<typeof labelRowSchema>;

/** One line of `oracle_evidence.jsonl` (hidden): the human fact-check's evidence statements. */
export const oracleEvidenceRowSchema = z.strictObject({
  claim_id: claimIdSchema,
  evidence: z.array(nonEmptyTextSchema),
});

/** Parsed `oracle_evidence.jsonl` row. */
export type OracleEvidenceRow = z.infer<typeof oracleEvidenceRowSchema>;
