import "server-only";
import type { Tx } from "@/lib/db";
import { visibleBenchmarkWhere } from "@/lib/server/benchmarks/visibility";
import { isFollowerEvent, type LiveCheckEvent } from "./event-types";

/** Who is told about an event, and whether by email too (the in-app notification always). */
type EventRecipient = { id: string; email: string; emailed: boolean };

const USER = {
  select: { id: true, email: true, role: true, disabledAt: true, emailVerifiedAt: true },
} as const;

/**
 * The one rule for who hears of an event (DOMAIN "Events"), read in the event's transaction.
 * Benchmark events go to its followers who may see the benchmark now (the visibility rule)
 * and whose access was not revoked; emailed only at a confirmed address (a follow is a
 * subscription). Personal events go to the owner of the submission, evaluation or request,
 * emailed as every account message is. Disabled accounts hear nothing.
 */
export async function listEventRecipients(tx: Tx, event: LiveCheckEvent): Promise<EventRecipient[]> {
  if (isFollowerEvent(event)) return listFollowers(tx, event.benchmark.slug);
  const owner = await findOwner(tx, event);
  return owner && !owner.disabledAt ? [{ id: owner.id, email: owner.email, emailed: true }] : [];
}

async function listFollowers(tx: Tx, slug: string): Promise<EventRecipient[]> {
  const follows = await tx.follow.findMany({
    where: {
      benchmark: { slug },
      user: { disabledAt: null, accessRequests: { none: { benchmark: { slug }, status: "revoked" } } },
    },
    select: { user: USER },
    orderBy: { createdAt: "asc" },
  });
  // A public benchmark is visible to every follower: one query. Otherwise each follower is
  // asked the visibility rule (maintainers and admins pass), so the rule stays in one place.
  const isPublic = (await tx.benchmark.count({ where: { slug, ...visibleBenchmarkWhere(null) } })) > 0;
  const recipients: EventRecipient[] = [];
  for (const { user } of follows) {
    if (!isPublic && (await tx.benchmark.count({ where: { slug, ...visibleBenchmarkWhere(user) } })) === 0)
      continue;
    recipients.push({ id: user.id, email: user.email, emailed: user.emailVerifiedAt !== null });
  }
  return recipients;
}

async function findOwner(
  tx: Tx,
  event: Exclude<LiveCheckEvent, { type: "release.published" | "split.opened" | "split.retired" }>,
) {
  switch (event.type) {
    case "submission.scored":
    case "submission.failed":
      return (await tx.submission.findUnique({ where: { id: event.submission.id }, select: { user: USER } }))
        ?.user;
    case "evaluation.finished": {
      const run = await tx.evaluation.findUnique({
        where: { id: event.evaluation.id },
        select: { userId: true },
      });
      return run ? tx.user.findUnique({ where: { id: run.userId }, ...USER }) : null;
    }
    case "access.decided":
      return (
        await tx.accessRequest.findUnique({ where: { id: event.access.requestId }, select: { user: USER } })
      )?.user;
  }
}
