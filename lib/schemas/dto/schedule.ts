import { z } from "zod";
import { SPLIT_KINDS } from "@/lib/vocabulary";
import { importSummaryDtoSchema } from "./bundle";

/**
 * POST .../publish with `at`, and DELETE .../schedule: the draft's publication schedule after
 * the request. `scheduled`: it publishes at `publishAt`; `published`: the time had passed, so
 * it was published now (`summary` says what changed); `cancelled`: no publication is scheduled.
 * `replaced`: the earlier scheduled time this request replaced, if any. `message` says which.
 */
export const releaseScheduleDtoSchema = z.object({
  slug: z.string(),
  release: z.string(),
  status: z.enum(["scheduled", "published", "cancelled"]),
  publishAt: z.iso.datetime().nullable(),
  replaced: z.iso.datetime().nullable(),
  message: z.string(),
  summary: importSummaryDtoSchema.nullable(),
});

export type ReleaseScheduleDto = z.infer<typeof releaseScheduleDtoSchema>;

/** POST .../publish: without a body, what the publication changed; with `at`, the schedule. */
export const publishReleaseDtoSchema = z.union([importSummaryDtoSchema, releaseScheduleDtoSchema]);

/**
 * PATCH /benchmarks/{slug}/splits/{split}: the split's settings after the change.
 * `retireAt`: its scheduled retirement, if any; `retiredAt`: when it was retired.
 */
export const splitSettingsDtoSchema = z.object({
  benchmark: z.string(),
  name: z.string(),
  kind: z.enum(SPLIT_KINDS),
  /** Sealed and not retired: its texts for maintainers only, endpoint evaluations only. */
  sealed: z.boolean(),
  retireAt: z.iso.datetime().nullable(),
  retiredAt: z.iso.datetime().nullable(),
  message: z.string(),
});

export type SplitSettingsDto = z.infer<typeof splitSettingsDtoSchema>;
