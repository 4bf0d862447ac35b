import { z } from "zod";
import { REGIMES, DISCLOSURE_STATUSES, SUBMISSION_STATUSES, TRACKS } from "@/lib/vocabulary";
import { jsonNumber } from "./json-number";

/** One submission made by a POST (one per split the file's claims belong to). */
const createdSubmission = z.object({
  id: z.string(),
  split: z.string(),
  /** Place in the scoring queue (1 = next); null once running. */
  position: z.number().int().nullable(),
});

/** POST /submissions: 201 once stored; `id` and `position` are the first submission's. */
export const submissionCreatedDtoSchema = z.object({
  id: z.string(),
  status: z.literal("queued"),
  position: z.number().int().nullable(),
  submissions: z.array(createdSubmission),
});

/**
 * The scorer's output (docs/DOMAIN.md §7) as the caller may see it: exact on public-label
 * splits, as the Ladder disclosed it on hidden ones. Besides `n`, `track` and the headline
 * `metrics` it carries the scorer's breakdowns (slices, subsets, per_class, ci, ...).
 */
const scoreResult = z.looseObject({
  n: z.number().int(),
  track: z.enum(TRACKS),
  metrics: z.record(z.string(), jsonNumber),
});

/** GET /submissions/{id}: status, queue position and score as disclosed (owner or admin). */
export const submissionDtoSchema = z.object({
  id: z.string(),
  benchmark: z.object({ slug: z.string(), title: z.string(), track: z.enum(TRACKS) }),
  /** `hidden`: gold hidden (test, or dev under embargo): numbers as disclosed, no per-claim results. */
  split: z.object({ name: z.string(), kind: z.string(), hidden: z.boolean() }),
  model: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(SUBMISSION_STATUSES),
  position: z.number().int().nullable(),
  errorKind: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  scoredAt: z.iso.datetime().nullable(),
  isPublic: z.boolean(),
  regime: z.enum(REGIMES),
  description: z.string(),
  fileName: z.string(),
  fileSha256: z.string(),
  score: scoreResult.nullable(),
  /**
   * The Ladder's decision (lib/disclosure), null when the numbers are exact: `released`, `held`
   * (no significant improvement over `best`) or `withheld` (split too small); `step` is η.
   */
  release: z
    .object({
      status: z.enum(DISCLOSURE_STATUSES),
      metric: z.string(),
      value: jsonNumber,
      best: jsonNumber,
      step: z.number(),
    })
    .nullable(),
  labelVersion: z.number().int().nullable(),
  /** Set when a maintainer hid it from the leaderboard, with the reason given to its owner. */
  hiddenFromBoard: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
});

/** GET /benchmarks/{slug}/quota: the caller's quota today per visible split; `applies` only on hidden splits. */
export const quotaListDtoSchema = z.object({
  benchmark: z.string(),
  splits: z.array(
    z.object({
      split: z.string(),
      applies: z.boolean(),
      limit: z.number().int().nullable(),
      used: z.number().int(),
      remaining: z.number().int().nullable(),
      /** The next UTC midnight, ISO timestamp. */
      resetAt: z.iso.datetime(),
    }),
  ),
});

/** GET /submissions: the caller's submissions, newest first; `primary` is the headline number as disclosed. */
export const submissionListDtoSchema = z.object({
  submissions: z.array(
    z.object({
      id: z.string(),
      benchmark: z.object({ slug: z.string(), title: z.string(), track: z.string() }),
      split: z.object({ name: z.string(), kind: z.string() }),
      model: z.object({ id: z.string(), name: z.string() }),
      /** queued, running, scored or failed. */
      status: z.string(),
      errorKind: z.string().nullable(),
      isPublic: z.boolean(),
      regime: z.string(),
      createdAt: z.iso.datetime(),
      scoredAt: z.iso.datetime().nullable(),
      primary: z.object({ metric: z.string(), value: jsonNumber, lowerIsBetter: z.boolean() }).nullable(),
      release: z.enum(DISCLOSURE_STATUSES).nullable(),
    }),
  ),
});
