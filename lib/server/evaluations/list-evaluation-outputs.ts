import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

/** The columns of the raw-outputs download, in order. */
export const EVALUATION_OUTPUT_COLUMNS = [
  "claim_id",
  "slice",
  "variant",
  "raw_output",
  "failure_kind",
  "attempts",
  "prompt_tokens",
  "completion_tokens",
  "cost_usd",
  "answered_at",
] as const;

export type EvaluationOutputRow = Record<(typeof EVALUATION_OUTPUT_COLUMNS)[number], string | number | null>;

/**
 * The raw answers of one of the actor's evaluations (its predictions; a probe's articles
 * become its contamination upload), as stored (the model's own text: no
 * gold in it), in claim-id, slice, variant order. 404 for anyone else.
 */
export async function listEvaluationOutputs(
  actor: { id: string },
  id: string,
): Promise<EvaluationOutputRow[]> {
  const owned = await db.evaluation.findFirst({ where: { id, userId: actor.id }, select: { id: true } });
  if (!owned) throw new AppError("NOT_FOUND", "No evaluation of yours with that id");
  const rows = await db.evaluationItem.findMany({
    where: { evaluationId: id, task: "prediction" },
    orderBy: [{ externalId: "asc" }, { sliceKey: "asc" }, { variant: "asc" }],
    select: {
      externalId: true,
      sliceKey: true,
      variant: true,
      rawOutput: true,
      failureKind: true,
      attempts: true,
      promptTokens: true,
      completionTokens: true,
      costUsd: true,
      answeredAt: true,
    },
  });
  return rows.map((r) => ({
    claim_id: r.externalId,
    slice: r.sliceKey === "" ? null : Number(r.sliceKey),
    variant: r.variant,
    raw_output: r.rawOutput,
    failure_kind: r.failureKind,
    attempts: r.attempts,
    prompt_tokens: r.promptTokens,
    completion_tokens: r.completionTokens,
    cost_usd: r.costUsd,
    answered_at: r.answeredAt.toISOString(),
  }));
}
