import "server-only";
import { ENDPOINT_SETTINGS_SELECT } from "@/lib/server/model-endpoints/endpoint-rows";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError, RetryLaterError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { SealedKeyError } from "@/lib/security/endpoint-key-cipher";
import { stringListColumn, numberListColumn } from "@/lib/schemas/stored-columns";
import { loadPromptVersion } from "@/lib/server/prompts/prompt-versions";
import { openApiKey } from "@/lib/server/model-endpoints/endpoint-secret";
import { REGIMES, TRACKS } from "@/lib/vocabulary";
import { emitEvent } from "@/lib/server/events/emit-event";
import { evaluationFinishedEvent } from "@/lib/server/events/build-events";
import { answerItems } from "./answer-items";
import { itemKey, loadEvaluationItems } from "./evaluation-items";
import { createEvaluationSubmission, storeEvaluationFile } from "./submit-evaluation";
import { discardFirst, storeProbeFile, submitProbeUpload } from "./submit-probe";

export const RUN_EVALUATION = "run-evaluation";
export type RunEvaluationPayload = { evaluationId: string };
const payloadSchema = z.object({ evaluationId: z.string() });

/** One run's hard deadline; it stops starting items half-way and continues in a new job. */
const EVALUATION_DEADLINE_MS = 30 * 60_000;

const ACTIVE = ["queued", "running"];

/** Sets the final status, only while the run is still active (a cancel that came first wins), and tells the owner. */
async function finish(tx: Tx, id: string, data: Record<string, unknown>): Promise<boolean> {
  const { count } = await tx.evaluation.updateMany({
    where: { id, status: { in: ACTIVE } },
    data: { ...data, finishedAt: new Date() },
  });
  if (count === 1) await emitEvent(tx, await evaluationFinishedEvent(tx, id));
  return count === 1;
}

async function loadRun(evaluationId: string) {
  const run = await db.evaluation.findUnique({
    where: { id: evaluationId },
    select: {
      id: true,
      userId: true,
      benchmarkId: true,
      splitId: true,
      modelId: true,
      regime: true,
      contamination: true,
      isPublic: true,
      promptVersion: true,
      status: true,
      total: true,
      done: true,
      requests: true,
      costUsd: true,
      startedAt: true,
    },
  });
  if (!run) return null;
  // Read on its own: a relation read could miss a model deleted between its queries.
  const endpoint = await db.modelEndpoint.findUnique({
    where: { modelId: run.modelId },
    select: { ...ENDPOINT_SETTINGS_SELECT, apiKeyCiphertext: true },
  });
  return { ...run, endpoint };
}

/**
 * Runs an evaluation (DOMAIN §8) on the "evaluations" lane: the endpoint as it is now (its
 * key opened here, sent to its own endpoint only), the prompt version the evaluation
 * recorded, every item not answered yet (answers are stored as they arrive, so a run after a
 * crash asks only for the rest). It ends in one of: all answered (the prediction file is
 * checked and becomes a submission scored by the upload's scoring job, and a probe's
 * articles the model's contamination upload, in the transaction that marks the run done);
 * the spending limit ("limit reached after N of M items", the owner decides); cancelled,
 * model deleted or endpoint removed (nothing more is written); the endpoint failing (before
 * any answer: failed at once with that error, no quota; later: retried, then failed); or its
 * time slice used up (a continuation job).
 */
export const runEvaluationHandler: JobHandler = {
  lane: "evaluations",
  deadlineMs: EVALUATION_DEADLINE_MS,
  async run({ payload, signal, complete }) {
    const { evaluationId } = payloadSchema.parse(payload);
    const started = Date.now();
    const run = await loadRun(evaluationId);
    if (!run || !ACTIVE.includes(run.status)) return complete();
    const { endpoint } = run;
    if (!endpoint)
      return complete(async (tx) => {
        await finish(tx, run.id, {
          status: "failed",
          error: "The model's endpoint was removed",
          countsForQuota: false,
        });
      });
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { id: run.benchmarkId },
      select: { track: true, labelsJson: true, slicesJson: true },
    });
    const at = (column: string) => ({ table: "Benchmark", id: run.benchmarkId, column });
    const track = decodeEnumColumn(TRACKS, benchmark.track, at("track"));
    const labels = decodeJsonColumn(stringListColumn, benchmark.labelsJson, at("labelsJson"));
    const slices = decodeJsonColumn(numberListColumn, benchmark.slicesJson, at("slicesJson"));
    const regime = decodeEnumColumn(REGIMES, run.regime, {
      table: "Evaluation",
      id: run.id,
      column: "regime",
    });
    const prompts = await loadPromptVersion(run.benchmarkId, run.promptVersion);
    if (!prompts) throw new PermanentJobError(`prompt version ${run.promptVersion} no longer exists`);
    let apiKey: string | null;
    try {
      apiKey = endpoint.apiKeyCiphertext === null ? null : openApiKey(run.modelId, endpoint.apiKeyCiphertext);
    } catch (err) {
      if (!(err instanceof SealedKeyError)) throw err;
      throw new PermanentJobError(`${err.message}: enter the API key again`);
    }
    await db.evaluation.updateMany({
      where: { id: run.id, status: { in: ACTIVE } },
      data: { status: "running", ...(run.startedAt ? {} : { startedAt: new Date() }) },
    });

    const items = await loadEvaluationItems(run.splitId, slices, { articles: run.contamination });
    const answered = new Set(
      (
        await db.evaluationItem.findMany({
          where: { evaluationId: run.id },
          select: { task: true, externalId: true, sliceKey: true, variant: true },
        })
      ).map(itemKey),
    );
    const pending = items.filter((item) => !answered.has(itemKey(item)));
    const stop = await answerItems(
      {
        evaluationId: run.id,
        modelId: run.modelId,
        track,
        labels,
        regime,
        templates: { prediction: prompts.templates[track], article: prompts.templates.article },
        target: { ...endpoint, baseURL: endpoint.baseUrl, apiKey },
        limits: { maxUsd: endpoint.maxUsdPerRun, maxRequests: endpoint.maxRequestsPerRun },
        spent: { requests: run.requests, costUsd: run.costUsd },
        signal,
        stopStartingAt: started + EVALUATION_DEADLINE_MS / 2,
      },
      pending,
    );
    const done = await db.evaluationItem.count({ where: { evaluationId: run.id } });

    switch (stop.kind) {
      case "stopped":
        return complete();
      case "deadline":
        return complete(async (tx) => {
          await enqueueJob(RUN_EVALUATION, { evaluationId: run.id } satisfies RunEvaluationPayload, { tx });
        });
      case "limit":
        return complete(async (tx) => {
          await finish(tx, run.id, {
            status: "limit_reached",
            error: `limit reached after ${done} of ${run.total} items`,
          });
        });
      case "endpoint": {
        const message = stop.error.summary(done === 0 ? "The first request" : "A request");
        if (done === 0)
          return complete(async (tx) => {
            await finish(tx, run.id, { status: "failed", error: message, countsForQuota: false });
          });
        if (stop.error.isAuthFailure || stop.error.kind === "rejected") throw new PermanentJobError(message);
        throw new RetryLaterError(message, stop.error.retryAfterMs);
      }
      case "finished":
        break;
    }
    if (done < run.total)
      throw new Error(`evaluation ${run.id} has ${done} of ${run.total} items after a full pass`);
    const toSubmit = {
      id: run.id,
      userId: run.userId,
      benchmarkId: run.benchmarkId,
      splitId: run.splitId,
      modelId: run.modelId,
      regime,
      isPublic: run.isPublic,
      promptVersion: run.promptVersion,
      endpointModel: endpoint.model,
    };
    const file = await storeEvaluationFile(toSubmit, { missingAsWrong: false });
    const probe = run.contamination ? await storeProbeFile(run).catch(discardFirst(file)) : null;
    const discard = () => Promise.all([file.discard(), probe?.discard()]);
    let created = false;
    try {
      await complete(async (tx) => {
        created = false;
        if (!(await finish(tx, run.id, { status: "done", error: null }))) return;
        await createEvaluationSubmission(tx, toSubmit, file);
        if (probe) await submitProbeUpload(tx, run.id, probe);
        created = true;
      });
    } catch (err) {
      await discard();
      throw err;
    }
    // Cancelled while the files were checked: nothing was submitted.
    if (!created) await discard();
  },

  async onFailed(tx, { payload, error }) {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const message = error instanceof Error ? error.message : String(error);
    await finish(tx, parsed.data.evaluationId, {
      status: "failed",
      error: message.slice(0, 2000),
      countsForQuota: false,
    });
  },
};
