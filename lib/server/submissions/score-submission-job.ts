import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { formatIssue } from "@/lib/scoring/issues";
import { type PredictionFormat } from "@/lib/scoring/parse-predictions";
import { SCORER_VERSION, STORED_BOOTSTRAP } from "@/lib/scoring/version";
import { loadScoringBenchmark, type LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import { insertRows } from "@/lib/server/db-insert-rows";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decideScoreDisclosure } from "@/lib/server/disclosure/decide-score-disclosure";
import { runScoringTask } from "@/lib/server/scoring/run-scoring-task";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { emitEvent } from "@/lib/server/events/emit-event";
import { submissionEvent } from "@/lib/server/events/build-events";
import { decodeEnumColumn } from "@/lib/db-columns";
import { REGIMES } from "@/lib/vocabulary";
import { REFRESH_BOARDS_JOB, type RefreshBoardsPayload } from "@/lib/server/leaderboards/refresh-boards-job";

export const SCORE_SUBMISSION = "score-submission";
const payloadSchema = z.object({ submissionId: z.string(), labelVersion: z.number().int().optional() });

type StoredSubmission = NonNullable<Awaited<ReturnType<typeof loadSubmission>>>;

/**
 * Scores one stored submission against the split's hidden gold (the newest label version,
 * or the one in the payload when re-scoring), with bootstrap intervals. The per-claim
 * results, the score and the status change are written in the transaction that completes
 * the job, so a crash at any point leaves either all of them or none. On a hidden split the
 * Ladder decides in that transaction what of the score is disclosed (decide-score-disclosure).
 * The file is read from the store (a local copy for an S3 store) and scored on a scoring thread.
 */
export const scoreSubmissionHandler: JobHandler = {
  async run({ payload, complete }) {
    const { submissionId, labelVersion } = payloadSchema.parse(payload);
    const submission = await loadSubmission(submissionId);
    if (!submission) throw new PermanentJobError(`submission ${submissionId} no longer exists`);
    const split = await loadScoringBenchmark(submission.splitId, labelVersion);
    if (await isAlreadyScored(submissionId, split)) return complete();
    await db.submission.update({ where: { id: submissionId }, data: { status: "running" } });
    const score = await scoreStoredFile(submission, split);
    await complete((tx) => writeScored(tx, submission, split, score));
  },

  async onFailed(tx, { payload, error, isPermanent }) {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const message = error instanceof Error ? error.message : String(error);
    const { count } = await tx.submission.updateMany({
      where: { id: parsed.data.submissionId, status: { not: "scored" } },
      data: isPermanent
        ? { status: "failed", errorKind: "file", error: message.slice(0, 20_000) }
        : {
            status: "failed",
            errorKind: "platform",
            error: "Scoring failed on our side; it does not count against your quota. We have logged it.",
            countsForQuota: false,
          },
    });
    if (count === 1) await emitEvent(tx, await submissionEvent(tx, parsed.data.submissionId));
  },
};

function loadSubmission(submissionId: string) {
  return db.submission.findUnique({
    where: { id: submissionId },
    select: {
      id: true,
      userId: true,
      benchmarkId: true,
      splitId: true,
      filePath: true,
      fileName: true,
      format: true,
      regime: true,
      missingAsWrong: true,
      split: { select: { kind: true, embargoUntil: true, retiredAt: true } },
      benchmark: { select: { disclosureStep: true } },
    },
  });
}

/** A score by this scorer version for this label version exists: a retry after the commit. */
async function isAlreadyScored(submissionId: string, split: LoadedSplit): Promise<boolean> {
  const done = await db.score.findUnique({
    where: {
      submissionId_labelVersionId_scorerVersion: {
        submissionId,
        labelVersionId: split.labelVersionId,
        scorerVersion: SCORER_VERSION,
      },
    },
    select: { id: true },
  });
  return done !== null;
}

/** Scores the stored file on a scoring thread; a file the scorer refuses fails the job for good. */
async function scoreStoredFile(submission: StoredSubmission, split: LoadedSplit) {
  const outcome = await getFileStore().withLocalCopy(submission.filePath, (file) =>
    runScoringTask({
      kind: "score",
      file,
      name: submission.fileName,
      format: submission.format === "csv" ? "csv" : ("jsonl" satisfies PredictionFormat),
      benchmark: split.benchmark,
      missingAsWrong: submission.missingAsWrong,
      regime: decodeEnumColumn(REGIMES, submission.regime, {
        table: "Submission",
        id: submission.id,
        column: "regime",
      }),
      bootstrap: STORED_BOOTSTRAP,
    }),
  );
  // A missing file is ours to explain, not the submitter's: the job retries, then fails as a platform error.
  if (outcome === null)
    throw new Error(`the stored file ${submission.filePath} of submission ${submission.id} is missing`);
  if (!outcome.ok) {
    if ("issues" in outcome)
      throw new PermanentJobError(
        [
          ...outcome.issues.map(formatIssue),
          ...(outcome.more > 0 ? [`... and ${outcome.more} more`] : []),
        ].join("\n"),
      );
    throw new Error(outcome.error);
  }
  if (!("score" in outcome) || !outcome.score) throw new Error("the scoring thread returned no score");
  return outcome.score;
}

/** The per-claim rows, the score, the Ladder's decision, the status and the board refresh, in one transaction. */
async function writeScored(
  tx: Tx,
  submission: StoredSubmission,
  split: LoadedSplit,
  { result, claimInstances }: Awaited<ReturnType<typeof scoreStoredFile>>,
): Promise<void> {
  const submissionId = submission.id;
  // A re-score by a newer scorer version replaces the per-claim rows of this label version.
  await tx.claimResult.deleteMany({ where: { submissionId, labelVersionId: split.labelVersionId } });
  const scoreId = await writeScoreRows(tx, {
    submissionId,
    split,
    claimInstances,
    result,
    scorerVersion: SCORER_VERSION,
  });
  if (isHiddenSplit(submission.split)) {
    await decideScoreDisclosure(tx, {
      scoreId,
      submissionId,
      userId: submission.userId,
      splitId: submission.splitId,
      labelVersionId: split.labelVersionId,
      result,
      benchmark: {
        track: split.benchmark.track,
        isSliced: split.benchmark.slices.length > 0,
        disclosureStep: submission.benchmark.disclosureStep,
      },
    });
  }
  await tx.submission.update({
    where: { id: submissionId },
    data: { status: "scored", scoredAt: new Date(), error: null, errorKind: null },
  });
  await emitEvent(tx, await submissionEvent(tx, submissionId));
  // The benchmark's default boards are computed and stored next, off the request path.
  const refresh: RefreshBoardsPayload = { benchmarkId: submission.benchmarkId, splitId: submission.splitId };
  await enqueueJob(REFRESH_BOARDS_JOB, refresh, { tx });
}

/**
 * Writes a submission's per-claim rows (one per claim: its encoded instances) and its score
 * for the split's label version, in `tx`; returns the score's id. The scoring job and the
 * bench seeds store scores through this one path, so both hold the same rows.
 */
export async function writeScoreRows(
  tx: Tx,
  input: {
    submissionId: string;
    split: Pick<LoadedSplit, "claimRowIds" | "labelVersionId">;
    /** External claim id → its encoded instances (encodeClaimInstances). */
    claimInstances: Iterable<readonly [string, string]>;
    result: unknown;
    scorerVersion: string;
  },
): Promise<string> {
  const { submissionId, split } = input;
  await insertRows(
    tx,
    "ClaimResult",
    ["id", "submissionId", "claimId", "labelVersionId", "instancesJson"],
    [...input.claimInstances].map(([claimId, json]) => [
      randomUUID(),
      submissionId,
      split.claimRowIds.get(claimId) ?? "",
      split.labelVersionId,
      json,
    ]),
  );
  const score = await tx.score.create({
    data: {
      submissionId,
      labelVersionId: split.labelVersionId,
      scorerVersion: input.scorerVersion,
      resultJson: JSON.stringify(input.result),
    },
    select: { id: true },
  });
  return score.id;
}
