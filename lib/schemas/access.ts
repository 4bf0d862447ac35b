import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/schemas/countries";
import { ACCESS_DECISIONS, ACCESS_MODES, ACCESS_STATUSES } from "@/lib/vocabulary";

export { ACCESS_STATUSES, type AccessDecision } from "@/lib/vocabulary";

export const FIELD_KINDS = ["text", "select", "checkbox", "date", "country"] as const;

/** Limits on what a maintainer may configure. */
const MAX_TERMS_CHARS = 20_000;
export const MAX_FIELDS = 20;
const MAX_TEXT_ANSWER = 2_000;

const fieldBase = {
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "Use 1–40 lower-case letters, digits or _, starting with a letter"),
  label: z.string().trim().min(1, "Give the field a label").max(200, "Use at most 200 characters"),
  required: z.boolean().default(false),
};

/** One question of a benchmark's access-request form. */
const requestFieldSchema = z.discriminatedUnion("kind", [
  z.object({ ...fieldBase, kind: z.literal("text") }),
  z.object({
    ...fieldBase,
    kind: z.literal("select"),
    options: z
      .array(z.string().trim().min(1, "Options cannot be empty").max(200))
      .min(1, "Give at least one option")
      .max(50, "Use at most 50 options")
      .refine((o) => new Set(o).size === o.length, "Options must differ"),
  }),
  z.object({ ...fieldBase, kind: z.literal("checkbox") }),
  z.object({ ...fieldBase, kind: z.literal("date") }),
  z.object({ ...fieldBase, kind: z.literal("country") }),
]);
export type RequestField = z.infer<typeof requestFieldSchema>;

export const requestFieldsSchema = z
  .array(requestFieldSchema)
  .max(MAX_FIELDS, `Use at most ${MAX_FIELDS} fields`)
  .refine((f) => new Set(f.map((x) => x.id)).size === f.length, "Field ids must differ");

/** What a maintainer sets on the settings page or through the API. */
export const accessSettingsSchema = z.object({
  mode: z.enum(ACCESS_MODES, "Choose open, auto or manual"),
  terms: z.string().max(MAX_TERMS_CHARS, `Use at most ${MAX_TERMS_CHARS} characters`),
  fields: requestFieldsSchema,
  /** Submitting to hidden splits also needs an approved request (see check-hidden-submit.ts). */
  hiddenSubmitNeedsApproval: z.boolean().default(false),
  /** Where users write about access ("contact the maintainers"); "" names the maintainers' own addresses. */
  contactEmail: z
    .union([z.literal(""), z.email("Enter an email address, or leave it empty").max(320)])
    .default(""),
});
export type AccessSettings = z.infer<typeof accessSettingsSchema>;

const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

function answerSchema(field: RequestField): z.ZodType<string | boolean | undefined> {
  // An empty string is "no answer", so optional text/select/date fields may be left blank.
  const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
  const need = (schema: z.ZodType<string | boolean>) =>
    field.required
      ? z.preprocess(blankToUndefined, schema)
      : z.preprocess(blankToUndefined, schema.optional());
  const requiredMessage = {
    error: (issue: { input: unknown }) =>
      issue.input === undefined ? `${field.label} is required` : undefined,
  };
  switch (field.kind) {
    case "text":
      return need(
        z
          .string(requiredMessage)
          .trim()
          .min(1, `${field.label} is required`)
          .max(MAX_TEXT_ANSWER, `Use at most ${MAX_TEXT_ANSWER} characters`),
      );
    case "select":
      return need(
        z.enum(field.options as [string, ...string[]], {
          error: (i) =>
            i.input === undefined ? `${field.label} is required` : `Choose one of the listed options`,
        }),
      );
    case "checkbox":
      return field.required
        ? z.literal(true, { error: `${field.label} must be checked` })
        : z.boolean({ error: `${field.label} must be true or false` }).default(false);
    case "date":
      return need(z.string(requiredMessage).refine(isCalendarDate, "Enter a date as YYYY-MM-DD"));
    case "country":
      return need(
        z.enum(COUNTRY_CODES as [string, ...string[]], {
          error: (i) =>
            i.input === undefined
              ? `${field.label} is required`
              : "Choose a country (ISO 3166-1 alpha-2 code)",
        }),
      );
  }
}

export type Answers = Record<string, string | boolean>;

/**
 * The schema for answers to a benchmark's form: one key per field, unknown keys refused.
 * Checkboxes are booleans (a required one must be true); dates are YYYY-MM-DD; countries
 * are ISO 3166-1 alpha-2 codes.
 */
export function buildAnswersSchema(fields: readonly RequestField[]): z.ZodType<Answers> {
  const shape = Object.fromEntries(fields.map((f) => [f.id, answerSchema(f)]));
  return z
    .strictObject(shape)
    .transform((o) =>
      Object.fromEntries(
        Object.entries(o).filter((e): e is [string, string | boolean] => e[1] !== undefined),
      ),
    ) as unknown as z.ZodType<Answers>;
}

export const requestAccessSchema = z.object({ answers: z.record(z.string(), z.unknown()).default({}) });

/** A maintainer's decision on one or more requests; a rejection needs a reason. */
export const decideAccessSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(60))
      .min(1, "Select at least one request")
      .max(500, "Decide at most 500 requests at once"),
    decision: z.enum(ACCESS_DECISIONS, "Choose approve, reject or revoke"),
    reason: z.string().trim().max(2_000, "Use at most 2000 characters").default(""),
  })
  .refine((d) => d.decision !== "reject" || d.reason.length > 0, {
    path: ["reason"],
    message: "Give a reason for the rejection",
  });

/** GET /api/v1/benchmarks/{slug}/access-requests: which requests to list. */
export const accessQueueQuerySchema = z.object({
  status: z
    .enum([...ACCESS_STATUSES, "all"], "Use pending, approved, rejected, revoked or all")
    .default("pending"),
});

export const accessStatusFilterSchema = z.enum([...ACCESS_STATUSES, "all"]).catch("pending");
