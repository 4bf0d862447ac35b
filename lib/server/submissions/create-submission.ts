import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { submissionMetaSchema } from "@/lib/schemas/submission";
import { predictionFormatFromName, type PredictionFormat } from "@/lib/scoring/parse-predictions";
import { getJobPosition } from "@/lib/server/jobs/get-job-position";
import { findVisibleBenchmark, listVisibleSplits } from "@/lib/server/benchmarks/find-visible-benchmark";
import { hasAccess } from "@/lib/server/access/has-access";
import { runScoringTask } from "@/lib/server/scoring/run-scoring-task";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { isSealedSplit, sealedUploadError } from "@/lib/server/benchmarks/sealed-splits";
import { archivedMessage } from "@/lib/format";
import { assertMaySubmitHidden } from "./check-hidden-submit";
import { loadSubmitSplits } from "@/lib/server/scoring/load-scoring-benchmark";
import { splitFiles, storeAndQueue } from "./store-submissions";
import { SubmissionInvalidError } from "./submission-invalid-error";
import type { Upload } from "@/lib/server/api/read-upload";
import type { SubmissionMeta } from "@/lib/schemas/submission";
import type { Actor } from "@/lib/vocabulary";

type CreatedSubmission = { id: string; split: string; position: number | null };

type Target = Awaited<ReturnType<typeof resolveTarget>>;

/**
 * Checks a prediction file completely (on a scoring thread, so a large file never holds up
 * other requests), then stores the file, the submission row and its scoring job together;
 * the caller answers only after this returns, so an acknowledged submission is never lost.
 * A file whose claims span several splits (split "all") becomes one submission per split,
 * each holding that split's records and counted against that split's quota, all or none.
 * A refused file queues nothing and leaves nothing in the store.
 */
export async function createSubmission(
  actor: Actor,
  rawMeta: unknown,
  upload: Upload,
): Promise<{ id: string; status: "queued"; position: number | null; submissions: CreatedSubmission[] }> {
  const meta = parseInput(submissionMetaSchema, rawMeta, "Check the submission fields");
  if (!/\.(jsonl|csv)$/i.test(upload.fileName))
    throw new AppError("BAD_REQUEST", `${upload.fileName}: the file name must end in .jsonl or .csv`);
  const format = predictionFormatFromName(upload.fileName);
  const target = await resolveTarget(actor, meta);
  const covered = await checkFile(actor, target, meta, upload, format);
  const files = await splitFiles(upload, format, covered);
  const queued = await storeAndQueue(actor, target, meta, upload, format, files);
  const submissions = await Promise.all(
    queued.map(async (j) => ({ id: j.id, split: j.split, position: await getJobPosition(j.jobId) })),
  );
  const first = submissions[0];
  if (!first) throw new Error("no submission was created");
  return { id: first.id, status: "queued", position: first.position, submissions };
}

/** The benchmark, the splits the file is checked against and the model, each checked for this actor. */
async function resolveTarget(actor: Actor, meta: SubmissionMeta) {
  const benchmark = await findVisibleBenchmark(actor, meta.benchmark);
  if (benchmark.archivedAt)
    throw new AppError("CONFLICT", archivedMessage(`'${benchmark.slug}'`, benchmark.archivedAt), undefined, {
      archivedAt: benchmark.archivedAt,
    });
  const visible = await listVisibleSplits(benchmark);
  const only = meta.split === "all" ? null : meta.split;
  const named = visible.find((s) => s.name === only);
  if (only !== null && !named) throw new AppError("NOT_FOUND", `No split ${only} in '${meta.benchmark}'`);
  // Sealed splits take endpoint evaluations only (they never come through here).
  if (named && isSealedSplit(named)) throw sealedUploadError(benchmark.slug, named.name);
  if (!(await hasAccess(actor, benchmark)))
    throw new AppError("FORBIDDEN", `Request access to '${meta.benchmark}' before submitting`);
  const splits = await loadSubmitSplits(visible);
  const chosen = splits.find((s) => s.name === only);
  if (chosen && isHiddenSplit(chosen)) await assertMaySubmitHidden(actor, benchmark);
  const model = await db.modelEntry.findFirst({
    where: { id: meta.modelId, ownerId: actor.id },
    select: { id: true },
  });
  if (!model) throw new AppError("NOT_FOUND", "No model of yours with that id: register it first");
  return { benchmark, splits, only, modelId: model.id };
}

/** Every problem of the file in one pass (on a scoring thread), and the splits its claims cover. */
async function checkFile(
  actor: Actor,
  target: Target,
  meta: SubmissionMeta,
  upload: Upload,
  format: PredictionFormat,
) {
  const checked = await runScoringTask({
    kind: "check",
    file: upload.file,
    name: upload.fileName,
    format,
    missingAsWrong: meta.missingAsWrong,
    regime: meta.regime,
    only: target.only,
    splits: target.splits.map((s) => ({ name: s.name, benchmark: s.benchmark })),
  });
  if (!checked.ok) {
    if ("issues" in checked) throw new SubmissionInvalidError(checked.issues, checked.more);
    throw new Error(`checking ${upload.fileName} failed: ${checked.error}`);
  }
  if (!("splits" in checked)) throw new Error("the scoring thread answered a check with a score");
  const covered = checked.splits.map((c) => ({ ...c, split: target.splits.find((s) => s.name === c.name) }));
  const sealed = covered.find((c) => c.split && isSealedSplit(c.split));
  if (sealed) throw sealedUploadError(target.benchmark.slug, sealed.name);
  if (covered.some((c) => c.split && isHiddenSplit(c.split)))
    await assertMaySubmitHidden(actor, target.benchmark);
  return covered;
}
