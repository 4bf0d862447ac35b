import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

/**
 * The per-claim results of one's own submission, as JSONL lines: only on public dev
 * splits. On hidden test splits per-claim correctness would reveal the hidden labels.
 */
export async function getClaimResults(actor: { id: string }, submissionId: string): Promise<string[]> {
  const s = await db.submission.findFirst({
    where: { id: submissionId, userId: actor.id },
    select: { split: { select: { kind: true, embargoUntil: true } }, scores: { orderBy: { labelVersion: { version: "desc" } }, take: 1, select: { labelVersionId: true } } },
  });
  if (!s) throw new AppError("NOT_FOUND", `No submission ${submissionId}`);
  if (s.split.kind !== "dev" || (s.split.embargoUntil && s.split.embargoUntil > new Date())) {
    throw new AppError("FORBIDDEN", "Per-claim results are only available on public dev splits");
  }
  const labelVersionId = s.scores[0]?.labelVersionId;
  if (!labelVersionId) throw new AppError("CONFLICT", "This submission has not been scored yet");
  const rows = await db.claimResult.findMany({
    where: { submissionId, labelVersionId },
    orderBy: [{ claim: { externalId: "asc" } }, { slice: "asc" }, { variant: "asc" }],
    select: { slice: true, variant: true, predicted: true, score: true, isParsed: true, isMissing: true, isLeaked: true, claim: { select: { externalId: true } } },
  });
  return rows.map((r) => JSON.stringify({ claim_id: r.claim.externalId, slice: r.slice, variant: r.variant, predicted: r.predicted, score: r.score, parsed: r.isParsed, missing: r.isMissing, leaked: r.isLeaked }));
}
