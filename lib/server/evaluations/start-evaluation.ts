import "server-only";
import { ENDPOINT_SETTINGS_SELECT } from "@/lib/server/model-endpoints/endpoint-rows";
import { db, type Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { archivedMessage } from "@/lib/format";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { ACTIVE_EVALUATION_STATUSES, startEvaluationSchema } from "@/lib/schemas/evaluation";
import { getAiAvailability } from "@/lib/ai/settings";
import { hasAccess } from "@/lib/server/access/has-access";
import { checkEvidenceQuota } from "@/lib/server/contamination/check-evidence-quota";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { findVisibleBenchmark, listVisibleSplits } from "@/lib/server/benchmarks/find-visible-benchmark";
import { loadCurrentPrompts } from "@/lib/server/prompts/prompt-versions";
import { assertMaySubmitHidden } from "@/lib/server/submissions/check-hidden-submit";
import { checkQuota } from "@/lib/server/submissions/store-submissions";
import type { Actor } from "@/lib/vocabulary";
import { loadEvaluationItems } from "./evaluation-items";
import { RUN_EVALUATION, type RunEvaluationPayload } from "./run-evaluation-job";

/** The endpoint as the run uses it, recorded on the evaluation (never the key). */
interface EvaluationSettings {
  baseUrl: string;
  model: string;
  temperature: number;
  topP: number | null;
  maxTokens: number | null;
  seed: number | null;
  pricePromptPerMTok: number;
  priceCompletionPerMTok: number;
  maxUsdPerRun: number;
  maxRequestsPerRun: number;
}

interface StartEvaluationOptions {
  /**
   * Runs in the transaction that creates the evaluation, after every check (a release-day run
   * records itself and checks its monthly limit here); throwing rolls the start back.
   */
  onCreated?: (tx: Tx, evaluation: { id: string }) => Promise<void>;
  /** The clock the split's visibility is read at (a job passes its own); now by default. */
  now?: Date;
}

/**
 * The owner starts an evaluation of one of their models on a split they may submit to, with
 * the same checks as an upload (visible, not archived, access, confirmed address and approval
 * on hidden splits) and, on hidden splits, one slot of the same daily quota; with the
 * closed-book probe, an extraction endpoint on this server and one model-evidence slot
 * (DOMAIN §8). Refused while another run of the model on the split is queued or running
 * (naming it). Queues the run on the "evaluations" lane; answers its id.
 */
export async function startEvaluation(
  actor: Actor,
  raw: unknown,
  options: StartEvaluationOptions = {},
): Promise<{ id: string }> {
  const input = parseInput(startEvaluationSchema, raw, "Check the evaluation fields");
  if (input.contamination && !getAiAvailability().extraction)
    throw new AppError(
      "BAD_REQUEST",
      "No LLM endpoint is configured on this server to turn articles into statements, so the closed-book contamination probe cannot run",
      { contamination: "not available on this server: leave it out or false" },
    );
  const benchmark = await findVisibleBenchmark(actor, input.benchmark);
  if (benchmark.archivedAt)
    throw new AppError("CONFLICT", archivedMessage(`'${benchmark.slug}'`, benchmark.archivedAt));
  const split = (await listVisibleSplits(benchmark, options.now)).find((s) => s.name === input.split);
  if (!split) throw new AppError("NOT_FOUND", `No split ${input.split} in '${input.benchmark}'`);
  if (!(await hasAccess(actor, benchmark)))
    throw new AppError("FORBIDDEN", `Request access to '${input.benchmark}' before evaluating on it`);
  const splitRow = await db.split.findUniqueOrThrow({
    where: { id: split.id },
    select: { kind: true, embargoUntil: true, retiredAt: true },
  });
  if (isHiddenSplit(splitRow)) await assertMaySubmitHidden(actor, benchmark);
  const model = await db.modelEntry.findFirst({
    where: { id: input.modelId, ownerId: actor.id },
    select: { id: true, endpoint: { select: ENDPOINT_SETTINGS_SELECT } },
  });
  if (!model) throw new AppError("NOT_FOUND", "No model of yours with that id");
  if (!model.endpoint)
    throw new AppError("BAD_REQUEST", "This model has no endpoint: set one on the model page first", {
      modelId: "has no endpoint",
    });
  const settings: EvaluationSettings = model.endpoint;
  const articles = input.contamination;
  const total = (await loadEvaluationItems(split.id, benchmark.slices, { articles })).length;
  if (total === 0) throw new AppError("BAD_REQUEST", `Split ${split.name} has no claims to evaluate`);

  return db.$transaction(async (tx) => {
    if (isPostgres)
      await tx.$executeRawUnsafe(
        "SELECT pg_advisory_xact_lock(hashtext($1))",
        `evaluation:${model.id}:${split.id}`,
      );
    const running = await tx.evaluation.findFirst({
      where: { modelId: model.id, splitId: split.id, status: { in: [...ACTIVE_EVALUATION_STATUSES] } },
      select: { id: true, status: true },
    });
    if (running)
      throw new AppError(
        "CONFLICT",
        `Evaluation ${running.id} of this model on ${split.name} is still ${running.status}: wait for it or cancel it`,
        undefined,
        { evaluationId: running.id },
      );
    await checkQuota(tx, { userId: actor.id, benchmarkId: benchmark.id, splitId: split.id });
    // The probe's articles become a model evidence upload: its slot is held from now on.
    if (input.contamination) await checkEvidenceQuota(tx, actor, benchmark.id);
    const prompts = await loadCurrentPrompts(benchmark.id, tx);
    const evaluation = await tx.evaluation.create({
      data: {
        userId: actor.id,
        benchmarkId: benchmark.id,
        splitId: split.id,
        modelId: model.id,
        regime: input.regime,
        contamination: input.contamination,
        isPublic: input.isPublic,
        promptVersion: prompts.version,
        settingsJson: JSON.stringify(settings),
        total,
      },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "evaluation.start",
      targetType: "evaluation",
      targetId: evaluation.id,
      detail: {
        modelId: model.id,
        benchmark: benchmark.slug,
        split: split.name,
        total,
        contamination: input.contamination,
        promptVersion: prompts.version,
      },
    });
    await options.onCreated?.(tx, evaluation);
    const payload: RunEvaluationPayload = { evaluationId: evaluation.id };
    await enqueueJob(RUN_EVALUATION, payload, { tx });
    return evaluation;
  });
}
