import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { BenchmarkStanding } from "@/lib/server/benchmarks/visibility";
import type { Actor } from "@/lib/vocabulary";

/** The benchmark as this request found it (findVisibleBenchmark): the actor's standing and its setting. */
type HiddenSubmitBenchmark = BenchmarkStanding & { slug: string; hiddenSubmitNeedsApproval: boolean };

type HiddenSubmitProblem = {
  code: "EMAIL_UNVERIFIED" | "APPROVAL_REQUIRED";
  message: string;
  isPending: boolean;
};

/**
 * Why `actor` may not submit to a hidden split of the benchmark right now, or null when they
 * may. Hidden gold leaks a little with every disclosed score, so each account that can ask
 * must at least own a mailbox (docs/SECURITY.md), and maintainers may also vet who asks:
 * with `hiddenSubmitNeedsApproval`, an approved access request is needed even on an open
 * benchmark. The benchmark's own maintainers are not asked to request access from themselves.
 */
export async function hiddenSubmitProblem(
  actor: Actor,
  benchmark: HiddenSubmitBenchmark,
): Promise<HiddenSubmitProblem | null> {
  const user = await db.user.findUnique({
    where: { id: actor.id },
    select: { email: true, emailVerifiedAt: true },
  });
  if (!user) return { code: "EMAIL_UNVERIFIED", message: "Sign in again", isPending: false };
  if (!user.emailVerifiedAt) {
    return {
      code: "EMAIL_UNVERIFIED",
      message: `Confirm your email address (${user.email}) before submitting to a hidden split: open the link we emailed you, or send a new one from your account page (/account). Public dev splits need no confirmation.`,
      isPending: false,
    };
  }
  if (!benchmark.hiddenSubmitNeedsApproval || benchmark.canMaintain) return null;
  const request = await db.accessRequest.findUnique({
    where: { benchmarkId_userId: { benchmarkId: benchmark.id, userId: actor.id } },
    select: { status: true },
  });
  if (request?.status === "approved") return null;
  const state =
    request?.status === "pending"
      ? "Your request is pending: you can submit once a maintainer approves it."
      : `Request access at /benchmarks/${benchmark.slug}/access.`;
  return {
    code: "APPROVAL_REQUIRED",
    message: `The maintainers of '${benchmark.slug}' require approved access to submit to hidden splits. ${state} Public dev splits need no approval.`,
    isPending: request?.status === "pending",
  };
}

/** Throws a 403 naming what to do when `hiddenSubmitProblem` finds one. */
export async function assertMaySubmitHidden(actor: Actor, benchmark: HiddenSubmitBenchmark): Promise<void> {
  const problem = await hiddenSubmitProblem(actor, benchmark);
  if (problem) throw new AppError("FORBIDDEN", problem.message, undefined, { reason: problem.code });
}
