import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decodeClaimInstances } from "@/lib/scoring/stored-instances";
import type { Actor } from "@/lib/vocabulary";

/** One (claim, slice, variant) as scored; `correct` on the verdict track, `squared_error` on integrity. */
export type ClaimResultRow = {
  claim_id: string;
  slice: number | null;
  variant: string;
  predicted: string | null;
  score: number | null;
  parsed: boolean;
  missing: boolean;
  leaked: boolean;
  correct?: boolean;
  squared_error?: number;
};

export const CLAIM_RESULT_COLUMNS = [
  "claim_id",
  "slice",
  "variant",
  "predicted",
  "score",
  "parsed",
  "missing",
  "leaked",
  "correct",
  "squared_error",
] as const;

/**
 * The per-claim results of one's own submission (an admin may read anyone's): only on splits whose
 * labels are public (dev, or retired test); on hidden splits per-claim correctness would
 * reveal the hidden labels, so this is refused there.
 */
export async function getClaimResults(actor: Actor, submissionId: string): Promise<ClaimResultRow[]> {
  // Who may read them is who may read the submission (getSubmission): its owner, or an admin.
  const s = await db.submission.findFirst({
    where: { id: submissionId, ...(actor.role === "admin" ? {} : { userId: actor.id }) },
    select: {
      split: { select: { kind: true, embargoUntil: true, retiredAt: true } },
      scores: { orderBy: { labelVersion: { version: "desc" } }, take: 1, select: { labelVersionId: true } },
    },
  });
  if (!s) throw new AppError("NOT_FOUND", `No submission ${submissionId}`);
  if (isHiddenSplit(s.split)) {
    throw new AppError(
      "FORBIDDEN",
      "Per-claim results are only available on splits whose labels are public (dev splits, and test splits once retired)",
    );
  }
  const labelVersionId = s.scores[0]?.labelVersionId;
  if (!labelVersionId) throw new AppError("CONFLICT", "This submission has not been scored yet");
  const rows = await db.claimResult.findMany({
    where: { submissionId, labelVersionId },
    orderBy: { claim: { externalId: "asc" } },
    select: { instancesJson: true, claim: { select: { externalId: true } } },
  });
  return rows.flatMap((r) =>
    decodeClaimInstances(r.claim.externalId, r.instancesJson).map((i): ClaimResultRow => ({
      claim_id: i.claimId,
      slice: i.slice,
      variant: i.variant,
      predicted: i.label,
      score: i.score,
      parsed: i.parsed,
      missing: i.missing,
      leaked: i.leaked,
      correct: i.correct,
      squared_error: i.sqError,
    })),
  );
}
