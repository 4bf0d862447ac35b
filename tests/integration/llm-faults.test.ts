// The whole LLM path (upload → job → extraction → storage → report) against a local
// OpenAI-compatible server that misbehaves on demand, one fault at a time: what the job
// ends as, what each claim's message says, what the upload's cost records.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { resetRateLimit } from "@/lib/ai/rate-limit";
import { loadWordNetTable } from "@/lib/server/contamination/load-wordnet-table";
import { AUDIT, batchDetailSchema } from "@/lib/server/contamination/upload-records";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import { CHAT_USAGE } from "../support/fake-openai-answers";
import { startFakeOpenAi, type Behaviour, type FakeOpenAi } from "../support/fake-openai";
import {
  chatUsd,
  createLlmFixture,
  runContaminationJobs,
  useFakeEndpoint,
  type LlmFixture,
} from "../support/llm-fixture";
import { runFaultCase } from "../support/llm-fault-case";

const saved = { ...env };
const OK = chatUsd(CHAT_USAGE.ok);
let fake: FakeOpenAi;
let fx: LlmFixture;
let caseNo = 0;
/** Jobs of this file, failed after each test so no later test file's worker picks a retry up. */
const jobIds: string[] = [];

/** Runs a case of this file (tests/support/llm-fault-case.ts), keeping its job for cleanup. */
const runCase = (setup: () => void) => runFaultCase(fake, fx, `case${++caseNo}`, setup, jobIds);

const stickyFault = (behaviour: Behaviour) => () => fake.stickyChat.set("FAULT article", behaviour);

describe(`LLM faults on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    // runContaminationJobs claims any upload job: a retry left queued by an earlier test file
    // would run inside this file's first case.
    await db.job.updateMany({
      where: { kind: CONTAMINATION_UPLOAD_JOB, status: "queued" },
      data: { status: "failed" },
    });
    fake = await startFakeOpenAi();
    fx = await createLlmFixture(`llm-faults-${Date.now()}`);
  });

  beforeEach(() => {
    useFakeEndpoint(fake);
    resetRateLimit();
    Object.assign(fake, {
      chatScript: [],
      embeddingScript: [],
      chatDefault: null,
      embeddingDefault: null,
      delayMs: 0,
      retryAfterHeaders: { "retry-after": "1" },
    });
    fake.stickyChat.clear();
  });

  afterEach(async () => {
    await db.job.updateMany({ where: { id: { in: jobIds }, status: "queued" }, data: { status: "failed" } });
  });

  afterAll(async () => {
    Object.assign(env, saved);
    resetRateLimit();
    await fake.close();
  });

  it.each([
    [
      "hang",
      "hangs before the headers",
      /^extraction failed after 3 attempts: the endpoint did not answer in time \(no complete answer within 1 s\)$/,
      3,
      0,
    ],
    [
      "stall",
      "stalls half-way through the body",
      /^extraction failed after 3 attempts: the endpoint did not answer in time \(no complete answer within 1 s\)$/,
      3,
      0,
    ],
    [
      "malformed",
      "answers with invalid JSON",
      /^extraction failed after 3 attempts: the answer is not valid JSON$/,
      3,
      3 * OK,
    ],
    [
      "empty",
      "answers with no choices",
      /^extraction failed after 3 attempts: the answer has no choices$/,
      3,
      3 * chatUsd(CHAT_USAGE.empty!),
    ],
    [
      "length",
      "cuts the answer off at the token limit",
      /^extraction failed on the first attempt \(not retried\): the answer was cut off at the token limit \(4096 completion tokens\)$/,
      1,
      chatUsd(CHAT_USAGE.length!),
    ],
    [
      "refusal",
      "refuses",
      /^extraction failed on the first attempt \(not retried\): the model refused: I can't help with that\.$/,
      1,
      chatUsd(CHAT_USAGE.refusal!),
    ],
  ] as const)(
    "reports a claim whose endpoint %s (%s) with what really happened, and records what was billed",
    async (behaviour, _what, reason, attempts, faultyUsd) => {
      const started = Date.now();
      const { outcomes, status, faulty } = await runCase(stickyFault(behaviour));
      expect(outcomes).toEqual(["done"]);
      expect(status).toMatchObject({ total: 3, done: 2, status: "done", lastError: null });
      expect(status.failed).toEqual([{ claimId: "c03", reason: expect.stringMatching(reason) }]);
      expect(faulty).toHaveLength(attempts);
      expect(status.costUsd).toBeCloseTo(2 * OK + faultyUsd, 12);
      expect(JSON.stringify(status)).not.toMatch(/\bterminated\b|TypeError/);
      if (behaviour === "stall" || behaviour === "hang") expect(Date.now() - started).toBeLessThan(20_000);
    },
  );

  it.each([
    ["http500", "an HTTP 500"],
    ["reset", "a connection cut half-way through the body"],
    ["reset-early", "a connection closed before the headers"],
  ] as const)("retries after %s (%s) and finishes every claim", async (behaviour, _what) => {
    const { outcomes, status, requests } = await runCase(() => (fake.chatScript = [behaviour]));
    expect(outcomes).toEqual(["done"]);
    expect(status).toMatchObject({ total: 3, done: 3, failed: [], status: "done" });
    expect(requests.map((r) => r.behaviour).sort()).toEqual([behaviour, "ok", "ok", "ok"].sort());
    expect(status.costUsd).toBeCloseTo(3 * OK, 12);
  });

  it.each([
    [{ "retry-after": "1" }, 1000],
    [{ "retry-after-ms": "600" }, 600],
  ])("waits as long as a 429 asks (%o) before any further request", async (headers, waitMs) => {
    const { status, requests } = await runCase(() => {
      fake.retryAfterHeaders = headers;
      fake.chatScript = ["http429"];
    });
    expect(status).toMatchObject({ done: 3, failed: [], status: "done" });
    const limited = requests.find((r) => r.behaviour === "http429")!;
    const retry = requests.find(
      (r) => r !== limited && JSON.stringify(r.body.messages) === JSON.stringify(limited.body.messages),
    )!;
    expect(retry.at - limited.at).toBeGreaterThanOrEqual(waitMs - 5);
    expect(status.costUsd).toBeCloseTo(3 * OK, 12);
  });

  it("fails the job for good on a 401, saying so once and listing the claims that got it", async () => {
    const { outcomes, status, requests } = await runCase(() => (fake.chatDefault = "http401"));
    expect(outcomes).toEqual(["failed"]);
    expect(requests.length).toBeLessThanOrEqual(3); // one request per claim at most: a 401 is not retried
    expect(status).toMatchObject({ done: 0, status: "failed", costUsd: 0 });
    expect(status.lastError).toMatch(
      /^the LLM endpoint refused the request \(extraction failed on the first attempt \(not retried\): the endpoint answered HTTP 401 \(Unauthorized\)\); the claims finished so far are kept: .* \(not retried\)$/,
    );
    expect(status.lastError).not.toMatch(/\d attempts|will retry/);
    expect(status.lastError).not.toContain("Incorrect API key"); // the error body is never shown
    expect(status.failed.length).toBe(requests.length);
    for (const f of status.failed)
      expect(f.reason).toBe(
        "extraction failed on the first attempt (not retried): the endpoint answered HTTP 401 (Unauthorized)",
      );
  });

  it("retries the job later when every claim fails for endpoint reasons, keeping the failures on the list", async () => {
    const { outcomes, status } = await runCase(() => (fake.chatDefault = "http500"));
    expect(outcomes).toEqual(["retry"]);
    expect(status).toMatchObject({ done: 0, status: "queued" });
    expect(status.lastError).toMatch(
      /^the LLM endpoint failed for 3 claims in a row \(the last: extraction failed after 3 attempts: the endpoint answered HTTP 500 \(Internal Server Error\)\) \(attempt 1 of 8; retrying after \d\d:\d\d:\d\d UTC\)$/,
    );
    expect(status.failed.map((f) => f.claimId).sort()).toEqual(["c01", "c02", "c03"]);
  });

  it("does not come back before a long Retry-After, for the claim or for the job", async () => {
    const { outcomes, status, requests, receipt } = await runCase(() => {
      fake.retryAfterHeaders = { "retry-after": "120" };
      fake.chatDefault = "http429";
    });
    expect(outcomes).toEqual(["retry"]);
    expect(requests.length).toBeLessThanOrEqual(3); // each claim stopped at once instead of retrying inside the wait
    expect(status.failed).toHaveLength(3);
    for (const f of status.failed)
      expect(f.reason).toMatch(
        /^extraction (failed after 1 attempt: the endpoint answered HTTP 429|was not attempted: the endpoint asked for a pause of 1[12]\d s more)/,
      );
    const job = await db.job.findUniqueOrThrow({ where: { id: receipt.jobId } });
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(110_000);
  });

  it("unwraps JSON in a code fence and trims an answer over the limits with a note instead of paying again", async () => {
    const { status, requests, modelId } = await runCase(
      () => (fake.chatScript = ["fenced", "fenced", "over-limits"]),
    );
    expect(status).toMatchObject({ done: 3, failed: [], status: "done" });
    expect(requests).toHaveLength(3);
    expect(status.notes).toEqual([
      {
        claimId: expect.any(String),
        note: "1 blank statement(s) dropped; 1 statement(s) cut to 2000 characters; kept the first 50 of 58 statements",
      },
    ]);
    const trimmed = await db.generatedEvidence.findFirstOrThrow({
      where: { modelId, claim: { externalId: status.notes[0]!.claimId } },
    });
    const statements = JSON.parse(trimmed.statementsJson) as string[];
    expect(statements).toHaveLength(50);
    expect(statements.every((s) => s.trim().length > 0 && s.length <= 2000)).toBe(true);
    // The request states the limits in the schema it sends.
    const format = requests[0]!.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: object };
    };
    expect(format.type).toBe("json_schema");
    expect(JSON.stringify(format.json_schema.schema)).toContain("at most 50 statements");
  });

  it("ends a stalled embeddings answer at the deadline, retries it and costs every billed request", async () => {
    useFakeEndpoint(fake, { OPENAI_EMBEDDING_MODEL: "fake-embed" });
    const modelId = await fx.newModel("embed-stall");
    fake.embeddingScript = ["stall"];
    await fx.uploadStatements(modelId, [["A statement about the council."], ["Another one about March."]]);
    const before = fake.calls.embeddings;
    expect(await runContaminationJobs()).toEqual(["done"]);
    const status = await fx.statusOf(modelId);
    expect(status).toMatchObject({ done: 2, failed: [], status: "done" });
    expect(fake.calls.embeddings - before).toBe(2);
    expect(await db.contaminationScore.count({ where: { modelId, metric: "embedding" } })).toBe(2);
    // Four distinct texts (two generated, two oracle) at 10 tokens each and $0.5 per million.
    expect(status.costUsd).toBeCloseTo((4 * 10 * 0.5) / 1e6, 12);
  });

  it("hands the rest of a long upload to a continuation half-way to its deadline, without paying again for failed claims", async () => {
    loadWordNetTable(); // loaded once per process; not part of the time slice measured here
    useFakeEndpoint(fake, { OPENAI_TIMEOUT_MS: 10_000 });
    fake.delayMs = 1200;
    fake.stickyChat.set("Sliced article 0 ", "length");
    const modelId = await fx.newModel("sliced");
    const receipt = await fx.uploadArticles(
      modelId,
      fx.claimIds.map((id, i) => `Sliced article ${i} for ${id}. Second sentence.`),
    );
    // Claims are started for at most 2 s, four at a time, each answered after 1.2 s: at most two rounds, then a continuation.
    const outcomes = await runContaminationJobs(undefined, 4000);
    expect(outcomes.length).toBeGreaterThanOrEqual(2);
    expect(outcomes.every((o) => o === "done")).toBe(true);
    const status = await fx.statusOf(modelId);
    expect(status).toMatchObject({
      done: fx.claimIds.length - 1,
      status: "done",
      failed: [{ claimId: "c01", reason: expect.stringMatching(/cut off at the token limit/) }],
    });
    expect(
      fake.requests.filter(
        (r) => r.endpoint === "chat" && JSON.stringify(r.body.messages).includes("Sliced article 0 "),
      ),
    ).toHaveLength(1);
    const continued = await db.auditEvent.findMany({
      where: { action: AUDIT.continue, targetId: receipt.uploadId },
    });
    expect(continued).toHaveLength(outcomes.length - 1);
    expect(status.costUsd).toBeCloseTo((fx.claimIds.length - 1) * OK + chatUsd(CHAT_USAGE.length!), 12);
  });

  it("commits claims as they finish, not in batches of 25", async () => {
    fake.delayMs = 300; // four claims at a time, each answered after 0.3 s: three rounds
    const modelId = await fx.newModel("progress");
    const first = fake.requests.length;
    const receipt = await fx.uploadArticles(
      modelId,
      fx.claimIds.map((id, i) => `Progress article ${i} for ${id}. Second sentence.`),
    );
    expect(await runContaminationJobs()).toEqual(["done"]);
    const events = await db.auditEvent.findMany({
      where: { action: AUDIT.batch, targetId: receipt.uploadId },
      orderBy: { createdAt: "asc" },
      select: { detailJson: true, createdAt: true },
    });
    const batches = events.map((e) => batchDetailSchema.parse(JSON.parse(e.detailJson)));
    expect(batches.flatMap((b) => b.done).sort()).toEqual([...fx.claimIds].sort());
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const lastRequest = Math.max(...fake.requests.slice(first).map((r) => r.at));
    expect(events[0]!.createdAt.getTime()).toBeLessThan(lastRequest); // progress was stored while claims were still being asked for
    expect(batches.reduce((sum, b) => sum + b.costUsd, 0)).toBeCloseTo(fx.claimIds.length * OK, 12);
  });
});
