import { z } from "zod";

/**
 * One release-day opt-in of a model (GET/PUT /models/{id}/release-day…, the model page):
 * the benchmark, the monthly limit in USD and what this calendar month's (UTC) release-day
 * runs have spent or reserved of it (DOMAIN §8, "Release-day evaluations").
 */
export const releaseDayOptInDtoSchema = z.object({
  benchmark: z.string(),
  title: z.string(),
  monthlyLimitUsd: z.number(),
  isPublic: z.boolean(),
  spentThisMonthUsd: z.number(),
  createdAt: z.string(),
});
export type ReleaseDayOptInDto = z.infer<typeof releaseDayOptInDtoSchema>;

export const releaseDayOptInListDtoSchema = z.object({ optIns: z.array(releaseDayOptInDtoSchema) });

/** DELETE /models/{id}/release-day/{benchmark}. */
export const releaseDayOptOutDtoSchema = z.object({ deleted: z.literal(true) });
