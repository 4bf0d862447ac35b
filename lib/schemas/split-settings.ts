import { z } from "zod";

/**
 * PATCH /benchmarks/{slug}/splits/{split}: a maintainer's change to one split. Every field is
 * optional (one request may change several); at least one is given.
 */
export const splitSettingsSchema = z
  .strictObject({
    /** true: seal a hidden test split (maintainers-only texts, endpoint evaluations only); false: unseal. */
    sealed: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one setting to change (sealed: true or false)",
  });

export type SplitSettings = z.infer<typeof splitSettingsSchema>;
