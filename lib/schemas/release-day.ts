// A model's release-day opt-in (DOMAIN §8): what the model page's form and
// PUT /models/{id}/release-day/{benchmark} send.
import { z } from "zod";
import { numeric } from "./model";

/** The opt-in's settings; the benchmark comes from the path or the form's own field. */
export const releaseDayOptInSchema = z.object({
  /** Most USD the model's release-day runs on this benchmark may spend per calendar month (UTC). */
  monthlyLimitUsd: z.preprocess(
    (v) => numeric(v) ?? undefined,
    z
      .number("Enter a monthly limit in USD")
      .min(0, "Cannot be negative")
      .max(1_000_000, "At most 1,000,000 USD"),
  ),
  /** Whether the runs' scores are public on the board once scored; true by default. */
  isPublic: z.boolean("isPublic must be true or false").default(true),
});

/** A benchmark's slug as a path segment or form field. */
export const releaseDayBenchmarkSchema = z.string().trim().min(1, "Choose a benchmark (its slug)").max(200);
