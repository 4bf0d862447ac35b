// A stalled LLM endpoint must not hold up anything else: with an evidence upload stuck on a
// response that stops half-way, a prediction submission is still scored within seconds,
// by the in-app worker and by `npm run worker`; the stuck run ends at its deadline.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { resetRateLimit } from "@/lib/ai/rate-limit";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { createWorker } from "@/lib/jobs/worker";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { createLlmFixture, useFakeEndpoint, type LlmFixture } from "../support/llm-fixture";
import { waitFor } from "../support/job-wait";

const saved = { ...env };
let fake: FakeOpenAi;
let fx: LlmFixture;
let child: ChildProcess | undefined;
const leftovers: string[] = [];

const submissionStatus = async (id: string) =>
  (await db.submission.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const jobOf = (id: string) => db.job.findUniqueOrThrow({ where: { id } });

/** Starts `npm run worker` (the same command users run) against this test's database and endpoint. */
/**
 * Uploads two articles for a new model `<label>` and waits until that upload is stuck on the
 * endpoint, then submits predictions for model `scored-<label>` and waits until they are
 * scored; `scoredMs` is how long scoring took after the submission.
 */
async function scoreBesideStuckUpload(
  label: string,
  articles: readonly string[],
  waits: { stuckMs: number; scoredMs: number },
): Promise<{ upload: { jobId: string }; scoredMs: number }> {
  const before = fake.requests.length;
  const upload = await fx.uploadArticles(await fx.newModel(label), articles);
  leftovers.push(upload.jobId);
  await waitFor(
    "the upload to be stuck on the endpoint",
    async () => (await jobOf(upload.jobId)).status === "running" && fake.requests.length - before === 2,
    waits.stuckMs,
  );
  const submissionId = await fx.submitPredictions(await fx.newModel(`scored-${label}`));
  const submitted = Date.now();
  await waitFor(
    "the submission to be scored",
    async () => (await submissionStatus(submissionId)) === "scored",
    waits.scoredMs,
  );
  return { upload, scoredMs: Date.now() - submitted };
}

function startWorkerProcess(): Promise<void> {
  const proc = spawn("npm", ["run", "--silent", "worker"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: "test",
      OPENAI_MODEL: "fake-chat",
      OPENAI_TIMEOUT_MS: "120000",
      OPENAI_RPM: "100000",
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (
        /\[worker\] \S+ started; lanes: .*default.*llm|\[worker\] \S+ started; lanes: .*llm.*default/.test(
          output,
        )
      )
        resolve();
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    proc.on("exit", (code) =>
      reject(new Error(`npm run worker exited (${code}) before starting:\n${output}`)),
    );
    setTimeout(
      () => reject(new Error(`npm run worker did not start within 60 s:\n${output}`)),
      60_000,
    ).unref();
  });
}

describe(`a stalled LLM endpoint on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fx = await createLlmFixture(`llm-isolation-${Date.now()}`, 8);
  });

  beforeEach(() => {
    resetRateLimit();
    fake.chatDefault = "stall";
  });

  afterEach(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, "SIGKILL");
    // Out of the way of later test files, whose workers would claim them.
    await db.job.updateMany({
      where: { id: { in: leftovers }, status: { in: ["queued", "running"] } },
      data: { status: "failed", leaseUntil: null },
    });
  });

  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
  });

  it(
    "scores a submission within seconds in the in-app worker, and ends the stuck run at its deadline",
    { timeout: 60_000 },
    async () => {
      useFakeEndpoint(fake, { OPENAI_TIMEOUT_MS: 120_000 });
      const worker = createWorker({
        handlers: jobHandlers,
        pollMs: 50,
        leaseMs: 2000,
        deadlineMs: 6000,
        log: () => undefined,
      });
      worker.start();
      try {
        const { upload, scoredMs } = await scoreBesideStuckUpload(
          "in-app",
          ["Stuck article one. Two.", "Stuck article two. Three."],
          { stuckMs: 10_000, scoredMs: 15_000 },
        );
        expect(scoredMs).toBeLessThan(10_000);
        expect((await jobOf(upload.jobId)).status).toBe("running"); // the upload is still stuck

        // On a busy machine the retry may already have been claimed when we look, so wait for the
        // deadline's mark (the attempt counted, its error recorded) rather than a passing state.
        const deadlineError =
          /^JobDeadlineError: the contamination-upload job did not finish within 6 s and was stopped$/;
        await waitFor(
          "the stuck run's deadline",
          async () => deadlineError.test((await jobOf(upload.jobId)).lastError ?? ""),
          30_000,
        );
        const job = await jobOf(upload.jobId);
        expect(job.attempts).toBeGreaterThanOrEqual(1);
        // The stuck run let go of its lease: the job waits for its retry, or a later run holds a new one.
        if (job.status === "queued") expect(job).toMatchObject({ lockedBy: null, leaseUntil: null });
        else expect(job).toMatchObject({ status: "running", attempts: 2 });
      } finally {
        await worker.stop();
      }
    },
  );

  it("scores a submission within seconds with `npm run worker`", { timeout: 120_000 }, async () => {
    Object.assign(env, saved); // this process runs no job; the worker process reads its own environment
    await startWorkerProcess();
    const { upload, scoredMs } = await scoreBesideStuckUpload(
      "process",
      ["Stuck article three. Four.", "Stuck article four. Five."],
      { stuckMs: 30_000, scoredMs: 20_000 },
    );
    expect(scoredMs).toBeLessThan(15_000);
    const stuck = await jobOf(upload.jobId);
    expect(stuck.status).toBe("running");
    expect(stuck.lockedBy).toMatch(/:\d+:/); // held by the worker process, which scored the submission meanwhile
  });
});
