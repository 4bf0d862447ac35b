import "server-only";
import { db } from "@/lib/db";
import { decodeEnumColumn } from "@/lib/db-columns";
import { AppError } from "@/lib/errors/app-error";
import type { EvaluationDto } from "@/lib/schemas/dto/evaluation";
import { EVALUATION_STATUSES } from "@/lib/schemas/evaluation";

/** Seconds left at the pace so far: answered items per second since the run started. */
function estimateSecondsLeft(
  row: { status: string; done: number; total: number; startedAt: Date | null },
  now: Date,
): number | null {
  if (row.status !== "running" || !row.startedAt || row.done === 0) return null;
  const elapsed = (now.getTime() - row.startedAt.getTime()) / 1000;
  if (elapsed <= 0) return null;
  return Math.round(((row.total - row.done) * elapsed) / row.done);
}

/**
 * One of the actor's evaluations (404 for anyone else's, admins included: the run spends the
 * owner's money): progress, cost, failures by kind, the time left, the submission once
 * scored. No score here: the submission's score is read (and on hidden splits disclosed) as
 * any submission's.
 */
export async function getEvaluation(
  actor: { id: string },
  id: string,
  now = new Date(),
): Promise<EvaluationDto> {
  const row = await db.evaluation.findFirst({
    where: { id, userId: actor.id },
    select: {
      id: true,
      status: true,
      modelId: true,
      regime: true,
      contamination: true,
      promptVersion: true,
      settingsJson: true,
      done: true,
      total: true,
      requests: true,
      promptTokens: true,
      completionTokens: true,
      costUsd: true,
      error: true,
      createdAt: true,
      startedAt: true,
      finishedAt: true,
      benchmarkId: true,
      splitId: true,
      probeUploadId: true,
      submission: { select: { id: true } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No evaluation of yours with that id");
  const [benchmark, split, failures] = await Promise.all([
    db.benchmark.findUniqueOrThrow({ where: { id: row.benchmarkId }, select: { slug: true } }),
    db.split.findUniqueOrThrow({ where: { id: row.splitId }, select: { name: true } }),
    db.evaluationItem.groupBy({
      by: ["failureKind"],
      where: { evaluationId: row.id, failureKind: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const settings = JSON.parse(row.settingsJson) as { model?: unknown };
  return {
    id: row.id,
    status: decodeEnumColumn(EVALUATION_STATUSES, row.status, {
      table: "Evaluation",
      id: row.id,
      column: "status",
    }),
    benchmark: benchmark.slug,
    split: split.name,
    modelId: row.modelId,
    regime: row.regime,
    contamination: row.contamination,
    promptVersion: row.promptVersion,
    endpointModel: typeof settings.model === "string" ? settings.model : "",
    done: row.done,
    total: row.total,
    requests: row.requests,
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
    costUsd: row.costUsd,
    failures: Object.fromEntries(failures.map((f) => [f.failureKind ?? "", f._count._all])),
    error: row.error,
    etaSeconds: estimateSecondsLeft(row, now),
    submissionId: row.submission?.id ?? null,
    contaminationUploadId: row.probeUploadId,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
