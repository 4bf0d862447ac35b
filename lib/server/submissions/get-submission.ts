import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getJobPosition } from "@/lib/jobs/get-job-position";
import type { ScoreResult } from "@/lib/scoring";
import { redactHiddenScore } from "@/lib/scoring/redact-hidden";
import { SCORE_SUBMISSION } from "./score-submission-job";

export type SubmissionView = {
  id: string;
  benchmark: { slug: string; title: string; track: string };
  /** `hidden`: test, or dev under a running embargo (no per-claim results there). */
  split: { name: string; kind: string; hidden: boolean };
  model: { id: string; name: string };
  status: string;
  position: number | null;
  errorKind: string | null;
  error: string | null;
  createdAt: string;
  scoredAt: string | null;
  isPublic: boolean;
  regime: string;
  description: string;
  fileName: string;
  fileSha256: string;
  score: ScoreResult | null;
  labelVersion: number | null;
};

/** A submission for its owner (or an admin), with its newest score. Anyone else gets 404. */
export async function getSubmission(actor: { id: string; role: string }, id: string): Promise<SubmissionView> {
  const s = await db.submission.findFirst({
    where: { id, ...(actor.role === "admin" ? {} : { userId: actor.id }) },
    select: {
      id: true, status: true, errorKind: true, error: true, createdAt: true, scoredAt: true, isPublic: true, regime: true, description: true, fileName: true, fileSha256: true,
      benchmark: { select: { slug: true, title: true, track: true } },
      split: { select: { name: true, kind: true, embargoUntil: true } },
      model: { select: { id: true, name: true } },
      scores: { orderBy: [{ labelVersion: { version: "desc" } }, { createdAt: "desc" }], take: 1, select: { resultJson: true, labelVersion: { select: { version: true } } } },
    },
  });
  if (!s) throw new AppError("NOT_FOUND", `No submission ${id}`);
  const job = s.status === "queued" ? await db.job.findFirst({ where: { kind: SCORE_SUBMISSION, payloadJson: JSON.stringify({ submissionId: id }) }, select: { id: true } }) : null;
  const score = s.scores[0];
  const { scores: _scores, split, ...rest } = s;
  const isHidden = split.kind !== "dev" || (split.embargoUntil !== null && split.embargoUntil > new Date());
  const result = score ? (JSON.parse(score.resultJson) as ScoreResult) : null;
  return {
    ...rest,
    split: { name: split.name, kind: split.kind, hidden: isHidden },
    createdAt: s.createdAt.toISOString(),
    scoredAt: s.scoredAt?.toISOString() ?? null,
    position: job ? await getJobPosition(job.id) : null,
    // On hidden splits, per-claim-revealing parts never leave the server (lib/scoring/redact-hidden.ts).
    score: result && isHidden ? redactHiddenScore(result) : result,
    labelVersion: score?.labelVersion.version ?? null,
  };
}
