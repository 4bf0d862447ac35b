import { z } from "zod";
import { ACCESS_MODES, ACCESS_STATUSES } from "@/lib/vocabulary";

/** The API shape of an access status: the caller's own state only, dates as ISO strings. */
export const accessStatusDtoSchema = z.object({
  benchmark: z.string(),
  mode: z.enum(ACCESS_MODES),
  /** `open`: anyone may download; `maintainer`: the caller maintains it; `none`: no request yet; else the request's state. */
  status: z.enum(["open", "maintainer", "none", ...ACCESS_STATUSES]),
  /** Whether the caller may download the files (always on open benchmarks). */
  hasAccess: z.boolean(),
  /** Whether hidden-split submissions need an approved request (on any access mode). */
  hiddenSubmitNeedsApproval: z.boolean(),
  reason: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Median time to a decision over the last 50, in seconds; null when unknown. */
  usualWaitSeconds: z.number().nullable(),
  /** The caller's own answers to the request form as last sent, or null. */
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])).nullable(),
});
export type AccessStatusDto = z.infer<typeof accessStatusDtoSchema>;

/** GET /benchmarks/{slug}/access-requests: the maintainers' queue, oldest first, at most 500. */
export const accessQueueDtoSchema = z.object({
  benchmark: z.string(),
  status: z.enum([...ACCESS_STATUSES, "all"]),
  /** Requests per state, over the whole benchmark. */
  counts: z.record(z.string(), z.number().int()),
  /** Whether more requests are in this state than listed. */
  truncated: z.boolean(),
  requests: z.array(
    z.object({
      id: z.string(),
      status: z.enum(ACCESS_STATUSES),
      user: z.object({ name: z.string(), email: z.string() }),
      answers: z.record(z.string(), z.unknown()),
      reason: z.string().nullable(),
      requestedAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
      decidedBy: z.string().nullable(),
    }),
  ),
});

/** POST /benchmarks/{slug}/access-requests/decisions: `skipped` requests were already in that state. */
export const accessDecisionsDtoSchema = z.object({ decided: z.number().int(), skipped: z.number().int() });
