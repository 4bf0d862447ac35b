// Evaluations that stop before every item is answered, on a real database against the local
// fake OpenAI server: the request and USD spending limits (then scoring what was answered with
// the rest missing), cancel mid-run, and the model deleted mid-run.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { cancelEvaluation } from "@/lib/server/evaluations/cancel-evaluation";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";
import { scoreStoppedEvaluation } from "@/lib/server/evaluations/score-stopped-evaluation";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import type { FakeOpenAi } from "../support/fake-openai";
import {
  ITEMS,
  newOwnerWithEndpoint,
  runEvaluationJobs,
  useEvaluationSetup,
  verdictOf,
} from "../support/evaluation-fixture";
import { runQueuedJobs } from "../support/scoring-jobs";

const API_KEY = "sk-eval-stops-4f3e2d1c0b9a8f7e6d5c4b3aKEY9";
let fake: FakeOpenAi;
let slug: string;
const answers: unknown[] = [];
const keep = <T>(value: T): T => (answers.push(value), value);

describe(`evaluations that stop early on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();
  beforeAll(() => {
    fake = setup.fake();
    slug = setup.slug();
  });

  it("stops at the spending limit, then scores what was answered with the rest missing", async () => {
    fake.chatAnswerOf = verdictOf;
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY, { maxRequestsPerRun: 10 });
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await runEvaluationJobs();
    const stopped = keep(await getEvaluation(user, id));
    expect(stopped).toMatchObject({
      status: "limit_reached",
      done: 10,
      requests: 10,
      error: `limit reached after 10 of ${ITEMS} items`,
      submissionId: null,
    });
    expect(fake.requests).toHaveLength(10);
    const { submissionId } = keep(await scoreStoppedEvaluation(user, id, { missingAsWrong: true }));
    await runQueuedJobs();
    const submission = await db.submission.findUniqueOrThrow({
      where: { id: submissionId },
      select: { status: true, missingAsWrong: true, scores: { select: { resultJson: true } } },
    });
    expect(submission).toMatchObject({ status: "scored", missingAsWrong: true });
    const result = JSON.parse(submission.scores[0]!.resultJson) as { missing?: number };
    expect(result.missing).toBe(ITEMS - 10);
  });

  it("the USD limit stops it too", async () => {
    fake.chatAnswerOf = verdictOf;
    // 0.0004 USD an answer (100 × 2 + 20 × 10 per million): the limit is reached after 3.
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY, { maxUsdPerRun: 0.0012 });
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await runEvaluationJobs();
    const stopped = await getEvaluation(user, id);
    expect(stopped.status).toBe("limit_reached");
    expect(stopped.costUsd).toBeGreaterThanOrEqual(0.0012 - 1e-12);
    expect(stopped.done).toBeLessThan(3 + env.EVALUATION_CONCURRENCY);
  });

  it("stops when cancelled mid-run, and submits nothing", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    let cancelled: Promise<unknown> | null = null;
    fake.chatAnswerOf = (prompt) => {
      if (fake.requests.length >= 5) cancelled ??= cancelEvaluation(user, id);
      return verdictOf(prompt);
    };
    await runEvaluationJobs();
    await cancelled;
    const row = keep(await getEvaluation(user, id));
    expect(row.status).toBe("cancelled");
    expect(row.submissionId).toBeNull();
    expect(fake.requests.length).toBeLessThan(5 + 2 * env.EVALUATION_CONCURRENCY);
    expect(
      await db.job.count({ where: { kind: "run-evaluation", status: { in: ["queued", "running"] } } }),
    ).toBe(0);
  });

  it("stops cleanly when the model is deleted mid-run", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    let deleted: Promise<unknown> | null = null;
    fake.chatAnswerOf = (prompt) => {
      // A Prisma query runs only once awaited or then-ed: start it now.
      if (fake.requests.length >= 3)
        deleted ??= db.modelEntry.delete({ where: { id: modelId } }).then(() => 1);
      return verdictOf(prompt);
    };
    await runEvaluationJobs();
    await deleted;
    expect(await db.evaluation.count({ where: { id } })).toBe(0);
    expect(await db.evaluationItem.count({ where: { evaluationId: id } })).toBe(0);
    expect(fake.requests.length).toBeLessThan(3 + 2 * env.EVALUATION_CONCURRENCY);
    const job = await db.job.findFirstOrThrow({
      where: { kind: "run-evaluation", payloadJson: { contains: id } },
      select: { status: true },
    });
    expect(job.status).toBe("done");
  });

  it("canary: the API key is in no answer of a stopped run", () => {
    expect(JSON.stringify(answers)).not.toContain(API_KEY);
    expect(JSON.stringify(answers)).not.toContain(API_KEY.slice(8, 24));
  });
});
