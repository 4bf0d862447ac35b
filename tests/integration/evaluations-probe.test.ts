// The closed-book contamination probe of an evaluation (issue 23, DOMAIN §8) on a real
// database: the model's endpoint (one fake OpenAI server) writes an article per claim with
// no evidence, and the server's extraction endpoint (a second fake) turns the articles into
// statements through the upload's job. Scores equal those of an upload of the same articles;
// the contamination views and the controlled ranking fill in; the spending limit mid-probe,
// a discarded run, the evidence slot a probe holds, and a canary. The kill -9 resume of a
// probe is in evaluations-workers.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { cancelEvaluation } from "@/lib/server/evaluations/cancel-evaluation";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";
import { listEvaluationOutputs } from "@/lib/server/evaluations/list-evaluation-outputs";
import { scoreStoppedEvaluation } from "@/lib/server/evaluations/score-stopped-evaluation";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { getControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { listContaminationUploads } from "@/lib/server/contamination/list-contamination-uploads";
import { CHAT_USAGE } from "../support/fake-openai-answers";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import {
  CLAIMS,
  ITEMS,
  articleAnswerOf,
  newOwnerWithEndpoint,
  runEvaluationJobs,
  useEvaluationSetup,
} from "../support/evaluation-fixture";
import { fileOf } from "../support/contamination-fixture";
import { runContaminationJobs, useFakeEndpoint } from "../support/llm-fixture";
import { runQueuedJobs } from "../support/scoring-jobs";
import { jsonl } from "../fixtures/bundles/write-test-bundle";

const API_KEY = "sk-eval-probe-canary-7d6c5b4a3f2e1d0cKEY3";
const ARTICLE_PROMPT = "Write the fact-check article";
let fake: FakeOpenAi;
let extractor: FakeOpenAi;
let slug: string;
let benchmarkId: string;
const answers: unknown[] = [];
const keep = <T>(value: T): T => (answers.push(value), value);

const promptsOf = (server: FakeOpenAi) =>
  server.requests.map((r) => (r.body.messages as { content: string }[]).at(-1)!.content);

/** Every contamination score of a model, by claim row and metric. */
async function scoresOf(modelId: string): Promise<string[]> {
  const rows = await db.contaminationScore.findMany({
    where: { modelId },
    select: { claimId: true, metric: true, score: true },
  });
  return rows.map((r) => `${r.claimId} ${r.metric} ${r.score}`).sort();
}

describe(`the closed-book contamination probe on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();
  beforeAll(async () => {
    fake = setup.fake();
    slug = setup.slug();
    benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
    extractor = await startFakeOpenAi();
    useFakeEndpoint(extractor, { OPENAI_TIMEOUT_MS: 5_000 });
  });
  afterAll(async () => {
    await extractor.close();
  });

  it("asks for every claim's article closed-book and scores it as an upload of the same articles", async () => {
    fake.chatAnswerOf = articleAnswerOf;
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const start = { benchmark: slug, split: "2025Q1", modelId, isPublic: true, contamination: true };
    const { id } = keep(await startEvaluation(user, start));
    expect(await getEvaluation(user, id)).toMatchObject({ total: ITEMS + CLAIMS, contamination: true });

    await runEvaluationJobs();
    const finished = keep(await getEvaluation(user, id));
    const usage = CHAT_USAGE.ok;
    expect(finished).toMatchObject({
      status: "done",
      done: ITEMS + CLAIMS,
      requests: ITEMS + CLAIMS,
      promptTokens: (ITEMS + CLAIMS) * usage.prompt_tokens,
      failures: { unparsed: 3 },
    });
    expect(finished.costUsd).toBeCloseTo(
      ((ITEMS + CLAIMS) * (usage.prompt_tokens * 2 + usage.completion_tokens * 10)) / 1e6,
      12,
    );
    expect(finished.contaminationUploadId).not.toBeNull();
    // One article request per claim, its original text, with no evidence (the run itself is evidence-bounded).
    const articlePrompts = promptsOf(fake).filter((p) => p.includes(ARTICLE_PROMPT));
    expect(articlePrompts).toHaveLength(CLAIMS);
    expect(new Set(articlePrompts).size).toBe(CLAIMS);
    for (const p of articlePrompts) expect(p).not.toMatch(/Early report|Later report|Shifted claim/);
    expect(promptsOf(fake).filter((p) => p.includes("[early] Early report"))).toHaveLength(ITEMS);
    // The prediction file and the raw outputs hold the predictions only.
    expect(await listEvaluationOutputs(user, id)).toHaveLength(ITEMS);

    await runQueuedJobs();
    await runContaminationJobs();
    const stored = await db.evaluationItem.findMany({
      where: { evaluationId: id, task: "article" },
      select: { externalId: true, rawOutput: true },
    });
    const [upload] = keep(await listContaminationUploads("model", modelId, benchmarkId));
    expect(upload).toMatchObject({
      uploadId: finished.contaminationUploadId,
      kind: "articles",
      fileName: `evaluation-${id}-articles.jsonl`,
      total: CLAIMS,
      done: CLAIMS,
      failed: [],
      status: "done",
    });
    // The extraction went to the server's endpoint (an article seen before comes from the cache), never to the participant's.
    const extractions = promptsOf(extractor);
    expect(extractions.length).toBeGreaterThan(0);
    expect(extractions.every((p) => stored.some((s) => p.includes(s.rawOutput)))).toBe(true);
    expect(promptsOf(fake).filter((p) => p.includes('"""'))).toEqual([]);

    // The same articles uploaded by hand for another model score the same.
    const other = await newOwnerWithEndpoint(fake, API_KEY);
    const rows = stored.map((s) => ({ claim_id: s.externalId, article: s.rawOutput }));
    await createContaminationUpload(
      other.user,
      { slug, target: "model", kind: "articles", modelId: other.modelId },
      await fileOf("articles.jsonl", jsonl(rows)),
    );
    await runContaminationJobs();
    const probeScores = await scoresOf(modelId);
    expect(probeScores).toHaveLength(CLAIMS);
    expect(probeScores).toEqual(await scoresOf(other.modelId));

    // The contamination views fill in: flagged are the claims whose article repeats the fact-check.
    const view = keep(await getModelContamination(user, slug, modelId));
    expect(view.summary.strict).toMatchObject({ n: CLAIMS, flagged: 3 });
    const flagged = view.flaggedClaims.claims.filter((c) => c.isStrict).map((c) => c.claimId);
    expect(flagged.sort()).toEqual(["d0", "d2", "d4"]);
    const ranking = keep(
      await getControlledRanking(null, slug, { split: "2025Q1", modelIds: [modelId], metrics: ["meteor"] }),
    );
    expect(ranking.set).toMatchObject({ n: 3, contaminated: 3 });
    expect(ranking.rows.find((r) => r.modelId === modelId)).toMatchObject({
      full: { n: CLAIMS },
      controlled: { n: 3 },
    });
  });

  it("stops at the spending limit mid-probe; scoring what was answered submits the articles so far", async () => {
    fake.chatAnswerOf = articleAnswerOf;
    // One lane, items in order: every prediction, then two of the six articles.
    const limited = { maxRequestsPerRun: ITEMS + 2 };
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY, limited, 1);
    const start = { benchmark: slug, split: "2025Q1", modelId, contamination: true };
    const { id } = await startEvaluation(user, start);
    await runEvaluationJobs();
    expect(keep(await getEvaluation(user, id))).toMatchObject({
      status: "limit_reached",
      done: ITEMS + 2,
      requests: ITEMS + 2,
      error: `limit reached after ${ITEMS + 2} of ${ITEMS + CLAIMS} items`,
      contaminationUploadId: null,
    });
    expect(await db.evaluationItem.count({ where: { evaluationId: id, task: "article" } })).toBe(2);
    expect(promptsOf(fake).filter((p) => p.includes(ARTICLE_PROMPT))).toHaveLength(2);
    expect(await listContaminationUploads("model", modelId, benchmarkId)).toEqual([]);

    await scoreStoppedEvaluation(user, id, { missingAsWrong: true });
    const scored = keep(await getEvaluation(user, id));
    expect(scored.contaminationUploadId).not.toBeNull();
    await runContaminationJobs();
    const [upload] = await listContaminationUploads("model", modelId, benchmarkId);
    expect(upload).toMatchObject({ uploadId: scored.contaminationUploadId, total: 2, done: 2 });
    expect(await scoresOf(modelId)).toHaveLength(2);
  });

  it("holds one model-evidence slot until it submits; a discarded run submits nothing and frees it", async () => {
    await db.benchmark.update({ where: { slug }, data: { dailyQuota: 1 } });
    try {
      fake.chatAnswerOf = articleAnswerOf;
      const { user, modelId } = await newOwnerWithEndpoint(
        fake,
        API_KEY,
        { maxRequestsPerRun: ITEMS + 1 },
        1,
      );
      const { id } = await startEvaluation(user, {
        benchmark: slug,
        split: "2025Q1",
        modelId,
        contamination: true,
      });
      const second = { benchmark: slug, split: "2025Q2", modelId, contamination: true };
      const refusal =
        /at most 1 model evidence uploads per user per UTC day \(an evaluation's contamination probe is one\)/;
      await expect(startEvaluation(user, second)).rejects.toThrow(refusal);
      await runEvaluationJobs();
      expect((await getEvaluation(user, id)).status).toBe("limit_reached");
      await expect(startEvaluation(user, second)).rejects.toThrow(refusal);

      await cancelEvaluation(user, id);
      expect(keep(await getEvaluation(user, id))).toMatchObject({
        status: "cancelled",
        contaminationUploadId: null,
      });
      expect(await listContaminationUploads("model", modelId, benchmarkId)).toEqual([]);
      const next = await startEvaluation(user, second);
      await cancelEvaluation(user, next.id);
    } finally {
      await db.benchmark.update({ where: { slug }, data: { dailyQuota: 5 } });
    }
  });

  it("is refused when the server has no endpoint to extract statements with", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const saved = env.OPENAI_MODEL;
    env.OPENAI_MODEL = undefined;
    try {
      await expect(
        startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId, contamination: true }),
      ).rejects.toMatchObject({
        status: 400,
        fields: { contamination: "not available on this server: leave it out or false" },
      });
    } finally {
      env.OPENAI_MODEL = saved;
    }
  });

  it("canary: the API key is in no answer, audit detail, job row or stored upload", async () => {
    const audit = await db.auditEvent.findMany({ select: { detailJson: true } });
    const jobs = await db.job.findMany({ select: { payloadJson: true, lastError: true } });
    const text = JSON.stringify([answers, audit, jobs, promptsOf(extractor)]);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(API_KEY.slice(8, 24));
  });
});
