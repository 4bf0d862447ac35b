import "server-only";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { SCORER_VERSION } from "@/lib/scoring/version";
import { SCORE_SUBMISSION } from "./score-submission-job";

/**
 * After an upgrade that changed how metrics are computed (SCORER_VERSION), queues a
 * re-score of every scored submission whose newest stored score came from another scorer
 * version, under that score's label version, so submission pages show what the scorer now
 * computes. Leaderboards never need it: they recompute from the per-claim records. A
 * submission that already has such a job waiting is skipped; the job itself is idempotent.
 */
export async function queueStaleRescoring(): Promise<number> {
  const submissions = await db.submission.findMany({
    where: { status: "scored" },
    select: {
      id: true,
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { scorerVersion: true, labelVersion: { select: { version: true } } },
      },
    },
  });
  const stale = submissions.flatMap((s) => {
    const newest = s.scores[0];
    return newest && newest.scorerVersion !== SCORER_VERSION
      ? [{ submissionId: s.id, labelVersion: newest.labelVersion.version }]
      : [];
  });
  if (stale.length === 0) return 0;
  const waiting = await db.job.findMany({
    where: { kind: SCORE_SUBMISSION, status: { in: ["queued", "running"] } },
    select: { payloadJson: true },
  });
  const pending = new Set(waiting.map((j) => j.payloadJson));
  let queued = 0;
  for (const payload of stale) {
    if (pending.has(JSON.stringify(payload))) continue;
    await enqueueJob(SCORE_SUBMISSION, payload);
    queued += 1;
  }
  return queued;
}
