// How an evaluation's answers are written (lib/server/evaluations/answer-store.ts): answers
// that arrive in one event-loop turn share one transaction, each is stored with the run's
// counters, an item stored already is kept as it was and counted once, and the still-wanted
// check answers per the run's status and its model's endpoint.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ItemUsage } from "@/lib/ai/evaluate-claim/ask-endpoint";
import { checkStillWanted, createAnswerStore, type Answer } from "@/lib/server/evaluations/answer-store";
import type { EvaluationItemSpec } from "@/lib/server/evaluations/evaluation-items";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import { newOwnerWithEndpoint, useEvaluationSetup } from "../support/evaluation-fixture";

const usage = (attempts: number): ItemUsage => ({
  attempts,
  promptTokens: 100 * attempts,
  completionTokens: 20,
  costUsd: 0.001 * attempts,
});

function answer(externalId: string, rawOutput: string, attempts = 1): Answer {
  const item: EvaluationItemSpec = {
    task: "prediction",
    externalId,
    sliceKey: "0",
    variant: "original",
    slice: 0,
    claimDate: "2025-01-10",
    text: "t",
    context: null,
    evidence: [],
  };
  return { item, rawOutput, failureKind: null, usage: usage(attempts) };
}

describe(`evaluation answers on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();

  it("writes the answers of one turn together, with the counters, and a stored item once", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(setup.fake(), "sk-store-test-KEY1");
    const { id } = await startEvaluation(user, { benchmark: setup.slug(), split: "2025Q1", modelId });
    await db.evaluation.update({ where: { id }, data: { status: "running" } });
    expect(await checkStillWanted(id, modelId)).toBe("yes");

    const store = createAnswerStore(id);
    await Promise.all([
      store.store(answer("d0", "[[Real]]")),
      store.store(answer("d1", "[[Fake]]", 2)),
      store.store(answer("d2", "[[Ambiguous]]")),
    ]);
    // A second store of d1 (a worker that took over the lease) keeps the first answer.
    await store.store(answer("d1", "[[Real]] again", 3));

    const rows = await db.evaluationItem.findMany({
      where: { evaluationId: id },
      orderBy: { externalId: "asc" },
      select: { externalId: true, rawOutput: true, attempts: true, answeredAt: true },
    });
    expect(rows.map((r) => [r.externalId, r.rawOutput, r.attempts])).toEqual([
      ["d0", "[[Real]]", 1],
      ["d1", "[[Fake]]", 2],
      ["d2", "[[Ambiguous]]", 1],
    ]);
    expect(new Set(rows.map((r) => r.answeredAt.getTime())).size).toBe(1);
    const run = await db.evaluation.findUniqueOrThrow({
      where: { id },
      select: { done: true, requests: true, promptTokens: true, completionTokens: true, costUsd: true },
    });
    expect(run).toMatchObject({ done: 3, requests: 4, promptTokens: 400, completionTokens: 60 });
    expect(run.costUsd).toBeCloseTo(0.004, 12);

    await db.evaluation.update({ where: { id }, data: { status: "cancelled" } });
    expect(await checkStillWanted(id, modelId)).toBe("cancelled");
    await db.modelEndpoint.delete({ where: { modelId } });
    expect(await checkStillWanted(id, modelId)).toBe("gone");
    // Deleted with its model: an answer still arriving keeps nothing and throws nothing.
    await db.modelEntry.delete({ where: { id: modelId } });
    await store.store(answer("d3", "[[Real]]"));
    expect(await db.evaluationItem.count({ where: { evaluationId: id } })).toBe(0);
  });
});
