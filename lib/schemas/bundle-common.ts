import { z } from "zod";
import { isIsoDate } from "@/lib/periods/calendar-date";
import { SPLIT_NAME } from "@/lib/periods/periods";

/** Claim ids: 1-200 characters, no white space (they appear in URLs, CSV and logs). */
export const claimIdSchema = z
  .string()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters")
  .regex(/^\S+$/, "must not contain white space");

/** A real calendar day written `YYYY-MM-DD` (2025-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: "must be a real calendar date written YYYY-MM-DD" });

const TIME_SUFFIX = /^T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A publication moment: `YYYY-MM-DD`, or an ISO 8601 date-time with an explicit offset. */
export const publishedSchema = z
  .string()
  .refine(
    (text) => isIsoDate(text.slice(0, 10)) && (text.length === 10 || TIME_SUFFIX.test(text.slice(10))),
    { message: "must be YYYY-MM-DD or an ISO 8601 date-time with a time zone" },
  );

/** Non-empty text after trimming. */
export const nonEmptyTextSchema = z.string().refine((text) => text.trim().length > 0, {
  message: "must not be empty",
});

/**
 * A split name of either period, `YYYYQn` or `YYYY-MM` (DOMAIN §3; lib/periods `SPLIT_NAME`).
 * Which of the two a benchmark uses is its `period`; the bundle reader, the board and the
 * contamination views check names against it.
 */
export const splitNameSchema = z
  .string()
  .regex(
    SPLIT_NAME,
    "must be a split written YYYYQn (a quarter, e.g. 2024Q3) or YYYY-MM (a month, e.g. 2024-07)",
  );
