import "server-only";
import type { Tx } from "@/lib/db";
import { notifyUser } from "@/lib/server/notifications/notify-user";

/**
 * When a sealed split is retired, its evaluations still queued (not started: no request
 * sent, nothing billed) are cancelled in the retirement's transaction: the split they were
 * to run on sealed is open now. Each is cancelled without using a quota slot
 * (`countsForQuota` false) and its owner is told. A run already started goes on. Their jobs
 * stay queued and end without work (the run is no longer active). Returns the outbox ids to
 * deliver after the commit.
 */
export async function cancelSealedEvaluations(
  tx: Tx,
  split: { id: string; name: string },
  benchmark: { slug: string; title: string },
  now: Date,
): Promise<{ cancelled: string[]; emailIds: string[] }> {
  const queued = await tx.evaluation.findMany({
    where: { splitId: split.id, status: "queued" },
    select: { id: true, model: { select: { name: true } }, userId: true },
  });
  const cancelled: string[] = [];
  const emailIds: string[] = [];
  for (const run of queued) {
    const { count } = await tx.evaluation.updateMany({
      where: { id: run.id, status: "queued" },
      data: { status: "cancelled", finishedAt: now, countsForQuota: false, error: CANCEL_REASON },
    });
    if (count === 0) continue;
    cancelled.push(run.id);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: run.userId },
      select: { id: true, email: true },
    });
    const what = `Your evaluation of ${run.model.name} on ${benchmark.title} ${split.name}`;
    emailIds.push(
      await notifyUser(tx, {
        user,
        message: `${what} was cancelled before it started: the sealed split was retired. Nothing was charged.`,
        link: `/evaluations/${run.id}`,
        subject: `Evaluation cancelled: ${benchmark.title} ${split.name} was retired`,
        body:
          `${what} was still queued when the maintainers retired the sealed split ${split.name}, so it ` +
          `was cancelled before any request was sent. Nothing was charged and it used no submission ` +
          `quota. The split's claims and labels are public now: you can upload predictions for it or ` +
          `start a new evaluation at /benchmarks/${benchmark.slug}.`,
      }),
    );
  }
  return { cancelled, emailIds };
}

const CANCEL_REASON = "Cancelled before it started: the sealed split was retired";
