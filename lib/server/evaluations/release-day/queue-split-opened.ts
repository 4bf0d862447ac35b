import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

export const SPLIT_OPENED = "split.opened";
export type SplitOpenedPayload = { splitId: string };

/**
 * Queues one `split.opened` job per test split of a release just published, due when the
 * split opens for submissions: at `now`, or at its embargo's end when that is later (DOMAIN
 * §8, "Release-day evaluations"). Runs in the publishing transaction, so the jobs exist
 * exactly when the release does.
 */
export async function queueSplitOpened(tx: Tx, releaseId: string, now: Date): Promise<number> {
  const splits = await tx.split.findMany({
    where: { releaseId, kind: "test", retiredAt: null },
    select: { id: true, embargoUntil: true },
  });
  for (const s of splits) {
    const runAt = s.embargoUntil && s.embargoUntil > now ? s.embargoUntil : now;
    const payload: SplitOpenedPayload = { splitId: s.id };
    await enqueueJob(SPLIT_OPENED, payload, { tx, runAt });
  }
  return splits.length;
}
