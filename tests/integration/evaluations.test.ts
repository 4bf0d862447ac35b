// Evaluations run by LiveCheck (issue 23) on a real database against the local fake
// OpenAI server: a sliced verdict split end to end, scored equal to the scorer CLI on the
// stored outputs; the official prompt per slice; one run per model and split; the quota;
// an endpoint down from the start; retries and failed answers; an endpoint echoing the key;
// and a canary: the API key appears in no answer, output, audit detail, job row, evaluation
// row or stored answer. The runs that stop
// early (limits, cancel, deletion) are in evaluations-stops.test.ts.
import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { cancelEvaluation } from "@/lib/server/evaluations/cancel-evaluation";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";
import { listEvaluationOutputs } from "@/lib/server/evaluations/list-evaluation-outputs";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import { listPromptVersions } from "@/lib/server/prompts/list-prompt-versions";
import { CHAT_USAGE } from "../support/fake-openai-answers";
import type { FakeOpenAi } from "../support/fake-openai";
import {
  CLAIMS,
  ITEMS,
  SLICES,
  newOwnerWithEndpoint,
  useEvaluationSetup,
  runEvaluationJobs,
  verdictOf,
} from "../support/evaluation-fixture";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import type { LeaderboardResult } from "@/lib/leaderboard/types";

const API_KEY = "sk-eval-canary-9b8a7c6d5e4f3a2b1c0dKEY7";
let fake: FakeOpenAi;
let slug: string;
let bundleDir: string;
const answers: unknown[] = [];
const keep = <T>(value: T): T => (answers.push(value), value);

describe(`evaluations on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();
  beforeAll(() => {
    fake = setup.fake();
    slug = setup.slug();
    bundleDir = setup.dir();
  });

  it("evaluates a sliced verdict split end to end and scores it as the CLI scores the stored outputs", async () => {
    fake.chatAnswerOf = verdictOf;
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = keep(
      await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId, isPublic: true }),
    );
    expect(keep(await getEvaluation(user, id))).toMatchObject({ status: "queued", done: 0, total: ITEMS });

    await runEvaluationJobs();
    const finished = keep(await getEvaluation(user, id));
    const usage = CHAT_USAGE.ok;
    expect(finished).toMatchObject({
      status: "done",
      done: ITEMS,
      total: ITEMS,
      requests: ITEMS,
      promptVersion: 1,
      endpointModel: "fake-chat-1",
      failures: { unparsed: SLICES.length },
      promptTokens: ITEMS * usage.prompt_tokens,
      completionTokens: ITEMS * usage.completion_tokens,
    });
    expect(finished.costUsd).toBeCloseTo(
      (ITEMS * (usage.prompt_tokens * 2 + usage.completion_tokens * 10)) / 1e6,
      12,
    );
    // One request per item, with the endpoint's own sampling settings and key.
    expect(fake.requests).toHaveLength(ITEMS);
    const first = fake.requests[0]!;
    expect(first.body).toMatchObject({ model: "fake-chat-1", temperature: 0, seed: 7 });
    expect(first.headers.authorization).toBe(`Bearer ${API_KEY}`);

    // The official prompt: label set, [[label]], and the evidence of the item's slice only.
    const prompts = fake.requests.map((r) => (r.body.messages as { content: string }[])[0]!.content);
    const of = (claim: string, marker: string) =>
      prompts.filter((p) => p.includes(`Claim number ${claim} about`) && p.includes(marker));
    expect(of("d0", "Real, Fake, Ambiguous")).toHaveLength(SLICES.length);
    expect(of("d0", "[late] Later report")).toHaveLength(1); // slice 3 only
    expect(of("d0", "[early] Early report (2025-01-01)")).toHaveLength(SLICES.length);

    await runQueuedJobs();
    expect(finished.submissionId).not.toBeNull();
    const submission = await db.submission.findUniqueOrThrow({
      where: { id: finished.submissionId! },
      select: { status: true, evaluationId: true, scores: { select: { resultJson: true } } },
    });
    expect(submission).toMatchObject({ status: "scored", evaluationId: id });
    const stored = JSON.parse(submission.scores[0]!.resultJson) as { metrics: Record<string, number> };

    // The CLI on a file made from the downloadable raw outputs.
    const outputs = keep(await listEvaluationOutputs(user, id));
    expect(outputs).toHaveLength(ITEMS);
    const dir = await mkdtemp(path.join(os.tmpdir(), "eval-cli-"));
    const pred = path.join(dir, "pred.jsonl");
    await writeFile(
      pred,
      outputs
        .map((o) =>
          JSON.stringify({
            claim_id: o.claim_id,
            slice: o.slice,
            variant: o.variant,
            raw_output: o.raw_output,
          }),
        )
        .join("\n") + "\n",
    );
    const cli = JSON.parse(
      execFileSync(
        "node",
        ["dist/cli/score.mjs", "--bundle", bundleDir, "--pred", pred, "--split", "2025Q1"],
        {
          encoding: "utf8",
        },
      ),
    ) as { n: number; metrics: Record<string, number> };
    expect(cli.n).toBe(CLAIMS);
    expect(cli.metrics.fsr).toBeLessThan(1);
    for (const [name, value] of Object.entries(cli.metrics))
      expect(stored.metrics[name]).toBeCloseTo(value, 9);

    // The same file uploaded by hand is on the board, but not among the verified runs.
    const other = await newOwnerWithEndpoint(fake, API_KEY);
    await createSubmission(
      other.user,
      {
        benchmark: slug,
        split: "2025Q1",
        modelId: other.modelId,
        regime: "evidence_bounded",
        isPublic: true,
      },
      await uploadOf(pred, "pred.jsonl"),
    );
    await runQueuedJobs();
    const rowsOf = async (query: Record<string, string>) =>
      (keep(await getLeaderboard(null, slug, { splits: "2025Q1", ...query })) as LeaderboardResult).rows
        .filter((r) => r.modelId !== null) // baselines
        .map((r) => [r.modelId, r.badges.includes("livecheck")]);
    expect(await rowsOf({})).toEqual(
      expect.arrayContaining([
        [modelId, true],
        [other.modelId, false],
      ]),
    );
    expect(await rowsOf({ verified: "1" })).toEqual([[modelId, true]]);
  });

  it("publishes its prompt versions, the shipped one first", async () => {
    const list = keep(await listPromptVersions(null, slug));
    expect(list.current).toBe(1);
    expect(list.versions[0]?.templates.verdict).toContain("[[label]]");
    expect(list.versions[0]?.templates.integrity).toContain("[-1, 1]");
  });

  it("refuses a second run of the same model and split while one is queued, naming it", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await expect(startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId })).rejects.toThrow(
      `Evaluation ${id} of this model on 2025Q1 is still queued`,
    );
    await cancelEvaluation(user, id);
    await runEvaluationJobs();
    expect(fake.requests).toHaveLength(0);
  });

  it("fails fast with the first error when the endpoint is down, and costs no quota", async () => {
    await db.benchmark.update({ where: { slug }, data: { dailyQuota: 1 } });
    fake.chatDefault = "http500";
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q2", modelId });
    await runEvaluationJobs();
    const failed = keep(await getEvaluation(user, id));
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(
      "The first request failed after 2 attempts: the endpoint answered HTTP 500 (Internal Server Error)",
    );
    expect(failed.done).toBe(0);
    // The owner is told once (evaluation.finished), in the transaction that failed the run.
    const toldOf = (evaluationId: string) =>
      db.notification.findMany({
        where: { userId: user.id, link: `/evaluations/${evaluationId}` },
        select: { message: true },
      });
    expect(await toldOf(id)).toEqual([
      { message: expect.stringMatching(/^The evaluation of .* \(2025Q2\) failed\.$/) },
    ]);
    // Few requests: one item's attempts per lane, not the whole split.
    expect(fake.requests.length).toBeLessThanOrEqual(env.EVALUATION_CONCURRENCY * 2);

    // The slot is still free: a run now is accepted, and the one after it is refused.
    fake.chatDefault = null;
    fake.chatAnswerOf = verdictOf;
    const second = await startEvaluation(user, { benchmark: slug, split: "2025Q2", modelId });
    await runEvaluationJobs();
    expect((await getEvaluation(user, second.id)).status).toBe("done");
    expect(await toldOf(second.id)).toEqual([
      { message: expect.stringMatching(/\(2025Q2\) finished; its predictions are being scored\.$/) },
    ]);
    await expect(startEvaluation(user, { benchmark: slug, split: "2025Q2", modelId })).rejects.toThrow(
      /You have used all 1 submissions for this hidden split today/,
    );
    await db.benchmark.update({ where: { slug }, data: { dailyQuota: 5 } });
  });

  it("retries 429 (after Retry-After), 5xx and stalls; stores refusals, cut-offs and malformed answers as failures", async () => {
    fake.chatAnswerOf = verdictOf;
    fake.retryAfterHeaders = { "retry-after-ms": "30" };
    // The deadline only has to end the stall: 2 s leaves ordinary answers on a loaded machine
    // well inside it (at 300 ms one was retried now and then and counted a 40th request).
    Object.assign(env, { OPENAI_MAX_ATTEMPTS: 3, OPENAI_TIMEOUT_MS: 2_000 });
    // One lane, in item order: three items retried once each, then three with no usable answer.
    fake.chatScript.push("http429", "ok", "http500", "ok", "stall", "ok", "refusal", "length", "malformed");
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY, {}, 1);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await runEvaluationJobs();
    Object.assign(env, { OPENAI_MAX_ATTEMPTS: 2, OPENAI_TIMEOUT_MS: 5_000 });
    const row = keep(await getEvaluation(user, id));
    expect(row.status).toBe("done");
    expect(row.done).toBe(ITEMS);
    // 429, 500 and the stall were retried (3 extra requests); the rest stored as they came.
    expect(row.requests).toBe(ITEMS + 3);
    expect(row.failures).toMatchObject({ refusal: 1, truncated: 1 });
    // A chat answer whose text is not a verdict is unparsed, like any answer without [[label]].
    expect(row.failures.unparsed).toBe(SLICES.length + 1);
    const after429 = fake.requests[1]!.at - fake.requests[0]!.at;
    expect(after429).toBeGreaterThanOrEqual(30);
    const outputs = await listEvaluationOutputs(user, id);
    expect(outputs.filter((o) => o.failure_kind === "truncated")[0]?.raw_output).toBe("");
  });

  it("stores no key an endpoint echoes back: answers quoting it are kept without it, an error body quoting it is not shown", async () => {
    fake.chatDefault = "echo-auth";
    const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
    const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await runEvaluationJobs();
    expect(keep(await getEvaluation(user, id))).toMatchObject({ status: "done", done: ITEMS });
    const outputs = keep(await listEvaluationOutputs(user, id));
    expect(outputs[0]?.raw_output).toBe("You sent Authorization: Bearer [API key removed] [[Real]]");

    fake.chatDefault = "echo-auth-error";
    const second = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
    await runEvaluationJobs();
    const failed = keep(await getEvaluation(user, second.id));
    expect(failed).toMatchObject({ status: "failed", done: 0 });
    expect(failed.error).toBe(
      "The first request failed on the first attempt (not retried): the endpoint answered HTTP 400 (Bad Request)",
    );
  });

  it("canary: the API key is in no answer, output, audit detail or job row", async () => {
    const audit = await db.auditEvent.findMany({ select: { detailJson: true } });
    const jobs = await db.job.findMany({ select: { payloadJson: true, lastError: true } });
    const evaluations = await db.evaluation.findMany({ select: { settingsJson: true, error: true } });
    const items = await db.evaluationItem.findMany({ select: { rawOutput: true } });
    expect(items.length).toBeGreaterThan(ITEMS);
    const text = JSON.stringify([answers, audit, jobs, evaluations, items]);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(API_KEY.slice(8, 24));
  });
});
