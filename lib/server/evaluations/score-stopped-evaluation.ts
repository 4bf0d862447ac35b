import "server-only";
import { db } from "@/lib/db";
import { decodeEnumColumn } from "@/lib/db-columns";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { scoreStoppedEvaluationSchema } from "@/lib/schemas/evaluation";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { REGIMES } from "@/lib/vocabulary";
import { createEvaluationSubmission, storeEvaluationFile } from "./submit-evaluation";
import { discardFirst, storeProbeFile, submitProbeUpload } from "./submit-probe";

/**
 * After the spending limit stopped a run, its owner scores what was answered, the rest
 * counted as missing (`missingAsWrong`, DOMAIN §7): the same file, check and scoring job as
 * a complete run, and a probe's articles answered so far as its contamination upload
 * (DOMAIN §8). 409 unless the run is at `limit_reached`. Audited.
 */
export async function scoreStoppedEvaluation(
  actor: { id: string },
  id: string,
  raw: unknown,
): Promise<{ submissionId: string }> {
  parseInput(scoreStoppedEvaluationSchema, raw, "Confirm how unanswered items are scored");
  const row = await db.evaluation.findFirst({
    where: { id, userId: actor.id },
    select: {
      id: true,
      status: true,
      userId: true,
      benchmarkId: true,
      splitId: true,
      modelId: true,
      regime: true,
      contamination: true,
      isPublic: true,
      promptVersion: true,
      settingsJson: true,
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No evaluation of yours with that id");
  if (row.status !== "limit_reached")
    throw new AppError(
      "CONFLICT",
      `Only a run stopped at its spending limit can be scored this way; this one is ${row.status}`,
    );
  const settings = JSON.parse(row.settingsJson) as { model?: unknown };
  const toSubmit = {
    ...row,
    regime: decodeEnumColumn(REGIMES, row.regime, { table: "Evaluation", id: row.id, column: "regime" }),
    endpointModel: typeof settings.model === "string" ? settings.model : "",
  };
  const file = await storeEvaluationFile(toSubmit, { missingAsWrong: true });
  const probe = row.contamination ? await storeProbeFile(row).catch(discardFirst(file)) : null;
  try {
    await db.$transaction(async (tx) => {
      const { count } = await tx.evaluation.updateMany({
        where: { id, status: "limit_reached" },
        data: { status: "done" },
      });
      if (count === 0) throw new AppError("CONFLICT", "This evaluation changed meanwhile; reload it");
      await createEvaluationSubmission(tx, toSubmit, file);
      if (probe) await submitProbeUpload(tx, id, probe);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "evaluation.score_partial",
        targetType: "evaluation",
        targetId: id,
        detail: { submissionId: file.submissionId },
      });
    });
  } catch (err) {
    await Promise.all([file.discard(), probe?.discard()]);
    throw err;
  }
  return { submissionId: file.submissionId };
}
