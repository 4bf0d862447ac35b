import "server-only";
import { db } from "@/lib/db";
import { findVisibleBenchmark, type VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { getUsualWaitingTime } from "@/lib/server/access/get-usual-waiting-time";
import { ACCESS_STATUSES, type Actor } from "@/lib/vocabulary";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { accessAnswersColumn } from "@/lib/schemas/stored-columns";
import type { Answers } from "@/lib/schemas/access";

/**
 * Where a user stands with a benchmark. `open`: anyone may download; `maintainer`: the user
 * maintains it (or is an admin); `none`: no request yet (or signed out); otherwise the state
 * of the user's own request, with the rejection or revocation reason.
 */
type AccessState =
  | { state: "open" }
  | { state: "maintainer" }
  | { state: "none" }
  | { state: "pending"; requestedAt: Date }
  | { state: "approved"; decidedAt: Date | null }
  | { state: "rejected"; reason: string; decidedAt: Date | null }
  | { state: "revoked"; reason: string; decidedAt: Date | null };

export type AccessStatus = {
  benchmark: VisibleBenchmark;
  access: AccessState;
  /** Median decision time in ms over the last 50 decisions, or null. */
  usualWaitMs: number | null;
  /** What the user answered in their request (their own data), or null when they sent none. */
  answers: Answers | null;
};

export async function getAccessStatus(user: Actor | null, slug: string): Promise<AccessStatus> {
  const benchmark = await findVisibleBenchmark(user, slug);
  // On an open benchmark a request only matters when it gates hidden-split submissions.
  const isVetted =
    benchmark.accessMode === "manual" ||
    (benchmark.accessMode === "open" && benchmark.hiddenSubmitNeedsApproval);
  const usualWaitMs = isVetted ? await getUsualWaitingTime(benchmark.id) : null;
  let answers: Answers | null = null;
  const done = (access: AccessState): AccessStatus => ({ benchmark, access, usualWaitMs, answers });
  if (benchmark.accessMode === "open" && (!benchmark.hiddenSubmitNeedsApproval || !user))
    return done({ state: "open" });
  if (!user) return done({ state: "none" });
  if (benchmark.canMaintain) return done({ state: "maintainer" });
  const request = await db.accessRequest.findUnique({
    where: { benchmarkId_userId: { benchmarkId: benchmark.id, userId: user.id } },
    select: { id: true, status: true, reason: true, createdAt: true, decidedAt: true, answersJson: true },
  });
  if (!request) return done({ state: "none" });
  const at = (column: string) => ({ table: "AccessRequest", id: request.id, column });
  answers = decodeJsonColumn(accessAnswersColumn, request.answersJson, at("answersJson"));
  switch (decodeEnumColumn(ACCESS_STATUSES, request.status, at("status"))) {
    case "pending":
      return done({ state: "pending", requestedAt: request.createdAt });
    case "approved":
      return done({ state: "approved", decidedAt: request.decidedAt });
    case "rejected":
      return done({ state: "rejected", reason: request.reason ?? "", decidedAt: request.decidedAt });
    case "revoked":
      return done({ state: "revoked", reason: request.reason ?? "", decidedAt: request.decidedAt });
  }
}
