import "server-only";
import { z } from "zod";
import type { AccessStatus } from "@/lib/server/access/get-access-status";

/** The API shape of an access status: the caller's own state only, dates as ISO strings. */
export const accessStatusDtoSchema = z.object({
  benchmark: z.string(),
  mode: z.enum(["open", "auto", "manual"]),
  status: z.enum(["open", "maintainer", "none", "pending", "approved", "rejected", "revoked"]),
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

export function toAccessStatusDto(s: AccessStatus): AccessStatusDto {
  const a = s.access;
  return accessStatusDtoSchema.parse({
    benchmark: s.benchmark.slug,
    mode: s.benchmark.accessMode,
    status: a.state,
    hasAccess: s.benchmark.accessMode === "open" || a.state === "open" || a.state === "maintainer" || a.state === "approved",
    reason: a.state === "rejected" || a.state === "revoked" ? a.reason : null,
    requestedAt: a.state === "pending" ? a.requestedAt.toISOString() : null,
    decidedAt: "decidedAt" in a && a.decidedAt ? a.decidedAt.toISOString() : null,
    hiddenSubmitNeedsApproval: s.benchmark.hiddenSubmitNeedsApproval,
    usualWaitSeconds: s.usualWaitMs === null ? null : Math.round(s.usualWaitMs / 1000),
    answers: s.answers,
  });
}
