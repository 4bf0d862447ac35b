import "server-only";
import { accessStatusDtoSchema, type AccessStatusDto } from "@/lib/schemas/dto/access";
import type { AccessStatus } from "@/lib/server/access/get-access-status";

export type { AccessStatusDto };

export function toAccessStatusDto(s: AccessStatus): AccessStatusDto {
  const a = s.access;
  return accessStatusDtoSchema.parse({
    benchmark: s.benchmark.slug,
    mode: s.benchmark.accessMode,
    status: a.state,
    hasAccess:
      s.benchmark.accessMode === "open" ||
      a.state === "open" ||
      a.state === "maintainer" ||
      a.state === "approved",
    reason: a.state === "rejected" || a.state === "revoked" ? a.reason : null,
    requestedAt: a.state === "pending" ? a.requestedAt.toISOString() : null,
    decidedAt: "decidedAt" in a && a.decidedAt ? a.decidedAt.toISOString() : null,
    hiddenSubmitNeedsApproval: s.benchmark.hiddenSubmitNeedsApproval,
    usualWaitSeconds: s.usualWaitMs === null ? null : Math.round(s.usualWaitMs / 1000),
    answers: s.answers,
  });
}
