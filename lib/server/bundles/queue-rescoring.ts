import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";

/**
 * Queues a re-score under `labelVersion` for every scored submission on a split that holds
 * a corrected claim. Old scores and per-claim results stay, keyed by their label version.
 */
export async function queueRescoring(
  tx: Tx,
  correctedClaimIds: string[],
  labelVersion: number,
): Promise<number> {
  if (correctedClaimIds.length === 0) return 0;
  const splits = new Set<string>();
  for (let i = 0; i < correctedClaimIds.length; i += 500) {
    const rows = await tx.claim.findMany({
      where: { id: { in: correctedClaimIds.slice(i, i + 500) } },
      distinct: ["splitId"],
      select: { splitId: true },
    });
    rows.forEach((r) => splits.add(r.splitId));
  }
  const submissions = await tx.submission.findMany({
    where: { splitId: { in: [...splits] }, status: "scored" },
    select: { id: true },
  });
  for (const s of submissions)
    await enqueueJob(SCORE_SUBMISSION, { submissionId: s.id, labelVersion }, { tx });
  return submissions.length;
}
