import { z } from "zod";
import { isIsoDate } from "@/lib/periods/calendar-date";
import { REGIMES, type Regime } from "@/lib/vocabulary";

export { REGIMES } from "@/lib/vocabulary";
export const REGIME_LABELS: Record<Regime, string> = {
  closed_book: "Closed book (claim only)",
  evidence_bounded: "Evidence-bounded (benchmark evidence only)",
  open_web: "Open web (own retrieval)",
};

export const MAX_MODEL_LINKS = 5;
/** Largest parameter count accepted, in billions (100 trillion parameters). */
const MAX_PARAMETERS_B = 100_000;
/** Largest cost per run accepted, in USD. */
const MAX_COST_USD = 1_000_000;

/** Form fields arrive as strings; an empty one means "not given". */
const blankToUndefined = (v: unknown): unknown =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
/** A form's number ("1,250.5") or an API's; blank means "not given". */
export const numeric = (v: unknown): unknown => {
  const value = blankToUndefined(v);
  return typeof value === "string" ? Number(value.trim().replace(/,/g, "")) : value;
};

/** Today's UTC date as `YYYY-MM-DD`, plus `days`. */
function utcDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A calendar date `YYYY-MM-DD`. A knowledge cutoff in the future is refused: it cannot be
 * true, and cutoff-aligned analyses would silently treat every claim as pre-cutoff.
 * One day of slack covers submitters east of UTC.
 */
const cutoffDate = (what: string) =>
  z
    .string(`Enter the ${what} as YYYY-MM-DD`)
    .trim()
    .refine(isIsoDate, `Enter the ${what} as a real date YYYY-MM-DD`)
    .refine((d) => d >= "1990-01-01", `The ${what} must be after 1990`)
    .refine((d) => d <= utcDay(1), `The ${what} cannot be in the future`);

const httpUrl = z
  .string()
  .trim()
  .max(500, "Links must be at most 500 characters")
  .refine((s) => {
    try {
      const url = new URL(s);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Each link must be an http(s) URL");

/** Links may come as an array (API) or as one per line (the form's textarea). */
const linksField = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean)
      : (blankToUndefined(v) ?? []),
  z
    .array(httpUrl, "Links must be a list of URLs")
    .max(MAX_MODEL_LINKS, `Give at most ${MAX_MODEL_LINKS} links`),
);

const modelFields = {
  name: z.string("Name the model").trim().min(1, "Name the model").max(100, "Use at most 100 characters"),
  organisation: z
    .string("Enter the organisation")
    .trim()
    .min(1, "Enter the organisation")
    .max(100, "Use at most 100 characters"),
  /** Parameter count in billions (70 = 70B, 0.5 = 500M); empty when undisclosed. */
  parameterCountB: z.preprocess(
    numeric,
    z
      .number("Enter the parameter count in billions, e.g. 70 or 0.5")
      .positive("The parameter count must be more than 0")
      .max(MAX_PARAMETERS_B, `Give the count in billions (at most ${MAX_PARAMETERS_B})`)
      .optional(),
  ),
  openWeights: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()),
  declaredCutoff: cutoffDate("declared cutoff"),
  cutoffSource: z
    .string("Say where the cutoff is declared")
    .trim()
    .min(1, "Say where the cutoff is declared (e.g. the model card URL)")
    .max(300, "Use at most 300 characters"),
  estimatedCutoff: z.preprocess(blankToUndefined, cutoffDate("estimated cutoff").optional()),
  regime: z.enum(REGIMES, "Choose closed_book, evidence_bounded or open_web"),
  /** USD per full evaluation run; empty when unknown. */
  costPerRunUsd: z.preprocess(
    numeric,
    z
      .number("Enter the cost in US dollars, e.g. 12.50")
      .min(0, "The cost cannot be negative")
      .max(MAX_COST_USD, "The cost looks too large")
      .optional(),
  ),
  links: linksField,
};

/** What a researcher sends to register a model (form and API share it). */
export const createModelSchema = z.object(modelFields);

/**
 * An update replaces every field (a blank optional field clears it), so the form and the
 * API's PUT need no "was this key sent" bookkeeping.
 */
export const updateModelSchema = createModelSchema;

/** Field errors keyed by top-level field ("links.2" becomes "links": "Link 3: …"). */
export function modelFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const key = typeof field === "string" ? field : "form";
    out[key] ??= typeof index === "number" ? `Link ${index + 1}: ${issue.message}` : issue.message;
  }
  return out;
}

/** The model as every reader (pages, API) sees it. Dates are `YYYY-MM-DD`. */
export const modelDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  organisation: z.string(),
  parameterCountB: z.number().nullable(),
  openWeights: z.boolean(),
  declaredCutoff: z.string(),
  cutoffSource: z.string(),
  estimatedCutoff: z.string().nullable(),
  regime: z.enum(REGIMES),
  costPerRunUsd: z.number().nullable(),
  links: z.array(z.string()),
  createdAt: z.string(),
  isOwner: z.boolean(),
  submissionCount: z.number().int(),
});
export type ModelDto = z.infer<typeof modelDtoSchema>;

export const modelIdSchema = z.string().trim().min(1).max(100);
