import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

/** The columns of the raw-outputs download, in order. */
type EvaluationOutputColumn =
  | "task"
  | "claim_id"
  | "slice"
  | "variant"
  | "raw_output"
  | "failure_kind"
  | "attempts"
  | "prompt_tokens"
  | "completion_tokens"
  | "cost_usd"
  | "answered_at";

type EvaluationOutputRow = Record<EvaluationOutputColumn, string | number | null>;

/**
 * The raw answers of one of the actor's evaluations, as stored (the model's own text: no
 * gold in it): its predictions in claim-id, slice, variant order, then a probe's closed-book
 * articles (task "article", which also became its contamination upload). 404 for anyone else.
 */
export async function listEvaluationOutputs(
  actor: { id: string },
  id: string,
): Promise<EvaluationOutputRow[]> {
  const owned = await db.evaluation.findFirst({ where: { id, userId: actor.id }, select: { id: true } });
  if (!owned) throw new AppError("NOT_FOUND", "No evaluation of yours with that id");
  const rows = await db.evaluationItem.findMany({
    where: { evaluationId: id },
    orderBy: [{ task: "desc" }, { externalId: "asc" }, { sliceKey: "asc" }, { variant: "asc" }],
    select: {
      task: true,
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
    task: r.task,
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
