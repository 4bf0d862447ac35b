import { z } from "zod";
import { claimIdSchema, isoDateSchema, nonEmptyTextSchema, publishedSchema } from "./bundle-common";

/** One evidence item offered with a claim; `slice` is the first slice (in days) that may see it. */
export const evidenceItemSchema = z.strictObject({
  id: z.string().min(1, "must not be empty").max(200, "must be at most 200 characters"),
  title: z.string().optional(),
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  published: publishedSchema.optional(),
  slice: z.number().int("must be whole days").optional(),
});

/**
 * One line of `claims.jsonl` (public part of a claim, DOMAIN §7). Strict. Cross-row and
 * benchmark-dependent rules (unique ids, declared slices, unique evidence ids) are checked
 * by the bundle reader, not here.
 */
export const claimRowSchema = z.strictObject({
  claim_id: claimIdSchema,
  text: nonEmptyTextSchema,
  claim_date: isoDateSchema,
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a BCP 47 language tag such as en or pt-BR")
    .optional(),
  media: z
    .array(z.enum(["image", "video"]))
    .refine((m) => new Set(m).size === m.length, { message: "must not repeat a medium" })
    .optional(),
  context: z.string().optional(),
  evidence: z.array(evidenceItemSchema).optional(),
  /**
   * The entity-shifted copy for the SSA probe (DOMAIN §4). `evidence`, when given, is the
   * shifted copy's own evidence (shifted as the text was); without it the copy has none of
   * its own.
   */
  shifted: z
    .strictObject({
      text: nonEmptyTextSchema,
      context: z.string().optional(),
      evidence: z.array(evidenceItemSchema).optional(),
    })
    .optional(),
});

/** Parsed `claims.jsonl` row. */
export type ClaimRow = z.infer<typeof claimRowSchema>;
/** Parsed evidence item. */
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;
