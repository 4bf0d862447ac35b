import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { fieldErrorsOf } from "@/lib/schemas/auth";
import { submissionMetaSchema } from "@/lib/schemas/submission";
import { predictionFormatFromName } from "@/lib/scoring";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { getJobPosition } from "@/lib/jobs/get-job-position";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { hasAccess } from "@/lib/server/access/has-access";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { runScoringTask } from "@/lib/server/scoring/run-scoring-task";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { isHiddenSplit } from "@/lib/release/is-hidden-split";
import { checkQuota } from "./check-quota";
import { assertMaySubmitHidden } from "./check-hidden-submit";
import { SCORE_SUBMISSION } from "./score-submission-job";
import { SubmissionInvalidError } from "./submission-invalid-error";
import type { Upload } from "@/lib/server/http/read-upload";

/**
 * Checks a prediction file completely against the split (on a scoring thread, so a large
 * file never holds up other requests), then stores the file, the submission row and its
 * scoring job together; the caller answers only after this returns, so an acknowledged
 * submission is never lost. A refused file queues nothing and leaves nothing in the store.
 */
export async function createSubmission(actor: { id: string; role: string }, rawMeta: unknown, upload: Upload): Promise<{ id: string; status: "queued"; position: number | null }> {
  const parsed = submissionMetaSchema.safeParse(rawMeta);
  if (!parsed.success) throw new AppError("BAD_REQUEST", "Check the submission fields", fieldErrorsOf(parsed.error));
  const meta = parsed.data;
  if (!/\.(jsonl|csv)$/i.test(upload.fileName)) throw new AppError("BAD_REQUEST", `${upload.fileName}: the file name must end in .jsonl or .csv`);
  const benchmark = await getBenchmark(actor, meta.benchmark);
  const split = await db.split.findFirst({ where: { benchmarkId: benchmark.id, name: meta.split }, select: { id: true, kind: true, embargoUntil: true, retiredAt: true } });
  if (!split || !benchmark.splits.some((s) => s.name === meta.split)) throw new AppError("NOT_FOUND", `No split ${meta.split} in '${meta.benchmark}'`);
  if (!(await hasAccess(actor, benchmark.id))) throw new AppError("FORBIDDEN", `Request access to '${meta.benchmark}' before submitting`);
  if (isHiddenSplit(split)) await assertMaySubmitHidden(actor, benchmark);
  const model = await db.modelEntry.findFirst({ where: { id: meta.modelId, ownerId: actor.id }, select: { id: true } });
  if (!model) throw new AppError("NOT_FOUND", "No model of yours with that id: register it first");

  const format = predictionFormatFromName(upload.fileName);
  const loaded = await loadScoringBenchmark(split.id);
  const checked = await runScoringTask({ kind: "check", file: upload.file, name: upload.fileName, format, benchmark: loaded.benchmark, missingAsWrong: meta.missingAsWrong, regime: meta.regime });
  if (!checked.ok) {
    if ("issues" in checked) throw new SubmissionInvalidError(checked.issues, checked.more);
    throw new Error(`checking ${upload.fileName} failed: ${checked.error}`);
  }

  const id = randomUUID();
  const relative = `submissions/${id}.${format}`;
  const store = getFileStore();
  await store.putFile(relative, upload.file);
  try {
    const job = await db.$transaction(async (tx) => {
      await checkQuota(tx, { userId: actor.id, benchmarkId: benchmark.id, splitId: split.id });
      await tx.submission.create({
        data: {
          id, userId: actor.id, benchmarkId: benchmark.id, splitId: split.id, modelId: model.id, regime: meta.regime,
          description: meta.description, codeUrl: meta.codeUrl ?? null, paperUrl: meta.paperUrl ?? null, isPublic: meta.isPublic,
          missingAsWrong: meta.missingAsWrong, filePath: relative, fileName: upload.fileName, format, fileSha256: upload.sha256, fileBytes: upload.bytes,
        },
      });
      await recordAuditEvent(tx, { actorId: actor.id, action: "submission.create", targetType: "submission", targetId: id, detail: { sha256: upload.sha256 } });
      return enqueueJob(SCORE_SUBMISSION, { submissionId: id }, { tx });
    });
    return { id, status: "queued", position: await getJobPosition(job.id) };
  } catch (err) {
    await store.remove(relative).catch(() => undefined);
    throw err;
  }
}
