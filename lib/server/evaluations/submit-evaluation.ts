import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { db, type Tx } from "@/lib/db";
import { makeTempDir } from "@/lib/files/temp-dirs";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import { formatIssue } from "@/lib/scoring/issues";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { runScoringTask } from "@/lib/server/scoring/run-scoring-task";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";
import type { Regime } from "@/lib/vocabulary";
import { predictionLines } from "./prediction-lines";

interface EvaluationToSubmit {
  id: string;
  userId: string;
  benchmarkId: string;
  splitId: string;
  modelId: string;
  regime: Regime;
  isPublic: boolean;
  promptVersion: number;
  endpointModel: string;
}

/** A checked prediction file in the store, ready to become the evaluation's submission. */
interface StoredEvaluationFile {
  submissionId: string;
  relative: string;
  fileName: string;
  sha256: string;
  bytes: number;
  missingAsWrong: boolean;
  /** Removes the stored file again (the transaction did not commit). */
  discard: () => Promise<void>;
}

/**
 * Builds the evaluation's prediction file from its stored answers, checks it exactly as an
 * upload is checked (the scoring thread's "check" against the split), and puts it in the
 * store under `submissions/<id>.jsonl`. A file the check refuses is our bug (the answers are
 * ours to format): a PermanentJobError naming the problems.
 */
export async function storeEvaluationFile(
  evaluation: EvaluationToSubmit,
  options: { missingAsWrong: boolean },
): Promise<StoredEvaluationFile> {
  const loaded = await loadScoringBenchmark(evaluation.splitId);
  const split = await db.split.findUniqueOrThrow({
    where: { id: evaluation.splitId },
    select: { name: true },
  });
  const answers = await db.evaluationItem.findMany({
    where: { evaluationId: evaluation.id, task: "prediction" },
    select: { externalId: true, sliceKey: true, variant: true, rawOutput: true },
  });
  const lines = predictionLines(loaded.benchmark.track, loaded.benchmark.slices, answers);
  // Integrity answers without a score are left out of the file, so they are missing predictions.
  const missingAsWrong = options.missingAsWrong || lines.length < answers.length;
  const dir = await makeTempDir("upload");
  try {
    const fileName = `evaluation-${evaluation.id}.jsonl`;
    const file = path.join(dir, fileName);
    const text = lines.map((l) => `${l}\n`).join("");
    await writeFile(file, text, "utf8");
    const checked = await runScoringTask({
      kind: "check",
      file,
      name: fileName,
      format: "jsonl",
      missingAsWrong,
      regime: evaluation.regime,
      only: split.name,
      splits: [{ name: split.name, benchmark: loaded.benchmark }],
    });
    if (!checked.ok) {
      if ("issues" in checked)
        throw new PermanentJobError(
          `the evaluation's prediction file was refused:\n${checked.issues.map(formatIssue).join("\n")}`,
        );
      throw new Error(`checking the evaluation's prediction file failed: ${checked.error}`);
    }
    const submissionId = randomUUID();
    const relative = `submissions/${submissionId}.jsonl`;
    const store = getFileStore();
    await store.putFile(relative, file);
    return {
      submissionId,
      relative,
      fileName,
      sha256: createHash("sha256").update(text).digest("hex"),
      bytes: (await stat(file)).size,
      missingAsWrong,
      discard: () => store.remove(relative).catch(() => undefined),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Inside the transaction that finishes the evaluation: the submission row ("run by
 * LiveCheck": `evaluationId` set, private until its owner makes it public), its audit event
 * and its scoring job, the same job an upload gets.
 */
export async function createEvaluationSubmission(
  tx: Tx,
  evaluation: EvaluationToSubmit,
  file: StoredEvaluationFile,
): Promise<void> {
  await tx.submission.create({
    data: {
      id: file.submissionId,
      userId: evaluation.userId,
      benchmarkId: evaluation.benchmarkId,
      splitId: evaluation.splitId,
      modelId: evaluation.modelId,
      regime: evaluation.regime,
      description: `Run by LiveCheck: ${evaluation.endpointModel}, official prompts v${evaluation.promptVersion}`,
      isPublic: evaluation.isPublic,
      missingAsWrong: file.missingAsWrong,
      filePath: file.relative,
      fileName: file.fileName,
      format: "jsonl",
      fileSha256: file.sha256,
      fileBytes: file.bytes,
      evaluationId: evaluation.id,
    },
  });
  await recordAuditEvent(tx, {
    actorId: null,
    action: "submission.create",
    targetType: "submission",
    targetId: file.submissionId,
    detail: { sha256: file.sha256, evaluationId: evaluation.id },
  });
  await enqueueJob(SCORE_SUBMISSION, { submissionId: file.submissionId }, { tx });
}
