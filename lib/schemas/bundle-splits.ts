import { z } from "zod";
import { isoDateSchema, splitNameSchema } from "./bundle-common";
import { SPLIT_KINDS } from "@/lib/vocabulary";

/**
 * `splits.json` (optional; LiveCheck's own design, DOMAIN §7 leaves it open):
 *
 * ```json
 * { "dev": ["2020Q1", "2020Q2"], "test": ["2020Q3", "2026Q1"],
 *   "embargo": { "split": "2026Q1", "until": "2027-03-31" } }
 * ```
 * - `dev`: splits whose labels are public (participants score themselves on them).
 * - `test`: splits whose labels stay hidden (scored only by the platform).
 * - `embargo` (optional): one `test` split whose claims are withheld entirely until the
 *   day `until` (inclusive: released on that day).
 * Split names are periods of the benchmark's `period` (quarters `YYYYQn` by default,
 * months `YYYY-MM`); the bundle reader checks that against benchmark.json.
 * When the file is present every split that has claims must be listed exactly once.
 * Without the file every split is hidden test and nothing is embargoed: a missing file
 * can then never publish labels the maintainer did not mean to publish.
 */
export const splitsFileSchema = z
  .strictObject({
    dev: z.array(splitNameSchema).default([]),
    test: z.array(splitNameSchema).default([]),
    embargo: z.strictObject({ split: splitNameSchema, until: isoDateSchema }).optional(),
  })
  .superRefine((splits, ctx) => {
    const seen = new Set<string>();
    for (const key of SPLIT_KINDS) {
      splits[key].forEach((split, index) => {
        if (seen.has(split)) {
          ctx.addIssue({ code: "custom", path: [key, index], message: `${split} is listed more than once` });
        }
        seen.add(split);
      });
    }
    if (splits.embargo && !splits.test.includes(splits.embargo.split)) {
      ctx.addIssue({ code: "custom", path: ["embargo", "split"], message: "must be one of the test splits" });
    }
  });

/** Parsed `splits.json`. */
export type SplitsFile = z.infer<typeof splitsFileSchema>;
