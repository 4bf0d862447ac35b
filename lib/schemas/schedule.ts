import { z } from "zod";

/**
 * A point in time as the API and the forms take it: ISO 8601 with a time zone
 * (`2027-01-15T09:00:00Z`, `2027-01-15T10:00:00+01:00`), decoded to a Date.
 */
const isoTimeSchema = z
  .string("must be an ISO 8601 time")
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, {
    message: "must be an ISO 8601 time with a time zone, e.g. 2027-01-15T09:00:00Z",
  })
  .transform((v) => new Date(v));

/** POST .../releases/{version}/publish with a body: publish the draft at `at` (a past time publishes now). */
export const publishAtSchema = z.strictObject({ at: isoTimeSchema });

/**
 * PATCH /benchmarks/{slug}/splits/{split}: the settings of one split to change; fields left
 * out stay as they are. `retireAt`: when a test split is retired (a past time retires it now),
 * null cancels the scheduled retirement.
 */
export const splitPatchSchema = z.strictObject({
  /** true: seal a hidden test split (maintainers-only texts, endpoint evaluations only); false: unseal. */
  sealed: z.boolean().optional(),
  retireAt: isoTimeSchema.nullable().optional(),
});

/**
 * A form's `datetime-local` value ("2027-01-15T09:00"), which the pages label as UTC, as an ISO
 * time in UTC; anything else is passed on unchanged for the schema to refuse with its message.
 */
export function utcFieldTime(value: string): string {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return `${v}:00Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(v)) return `${v}Z`;
  return value;
}
