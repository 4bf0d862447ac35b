import { z } from "zod";
import { REPRESENTATIVES } from "@/lib/vocabulary";

/** A maintainer's leaderboard settings for one benchmark. */
export const leaderboardSettingsSchema = z.object({
  representative: z.enum(REPRESENTATIVES, "must be best or latest"),
  dailyQuota: z.coerce
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1000, "must be at most 1000"),
});
