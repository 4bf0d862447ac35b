// Evaluation runs across worker processes (issue 23): a worker killed with -9 mid-run is
// taken over when its lease expires and the run resumes where it stopped, no answered item
// asked for again (also mid-way through the closed-book probe's articles); and two worker processes evaluating against one endpoint together stay
// within its rate limit (PostgreSQL, where the limit's counters are shared).
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env, isPostgres } from "@/lib/env";
import { createWorker } from "@/lib/jobs/worker";
import { RUN_EVALUATION, runEvaluationHandler } from "@/lib/server/evaluations/run-evaluation-job";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import { addPromptVersion } from "@/lib/server/prompts/add-prompt-version";
import { DEFAULT_PROMPTS } from "@/lib/ai/evaluate-claim/prompt-templates";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { listContaminationUploads } from "@/lib/server/contamination/list-contamination-uploads";
import {
  CLAIMS,
  ITEMS,
  articleAnswerOf,
  importSlicedBenchmark,
  newOwnerWithEndpoint,
  verdictOf,
} from "../support/evaluation-fixture";
import type { FakeRequest } from "../support/fake-openai";
import { waitFor } from "../support/job-wait";

const LEASE_MS = 1500;
const API_KEY = "sk-eval-workers-canary-0a1b2c3d4e5f6a7b";
const saved = { ...env };
let fake: FakeOpenAi;
let slug: string;
let child: ChildProcess | undefined;

function startChildWorker(extraEnv: Record<string, string> = {}): {
  ready: Promise<number>;
  exited: Promise<void>;
} {
  const proc = spawn(
    "npx",
    ["tsx", "--conditions=react-server", "tests/support/evaluation-worker.ts", String(LEASE_MS)],
    {
      cwd: process.cwd(),
      env: { ...process.env, ...extraEnv },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child = proc;
  let stderr = "";
  proc.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.on("exit", () => resolve()));
  const ready = new Promise<number>((resolve, reject) => {
    let stdout = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /ready (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    proc.on("exit", (code) =>
      reject(new Error(`the worker exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
  return { ready, exited };
}

const promptOf = (r: FakeRequest) => (r.body.messages as { content: string }[])[0]!.content;

/**
 * The item a request asked for, as the test's prompt version spells it: a prediction's claim
 * text (the shifted copy's own) and slice, or the claim an article is asked for.
 */
function itemOf(prompt: string): string {
  const article = /^ARTICLE (.*) end$/m.exec(prompt)?.[1];
  if (article) return `article @ ${article}`;
  return /^ITEM (.*) (-?\d+) end$/m.exec(prompt)?.slice(1).join(" @ ") ?? "?";
}

/** How many answers each item got (`ok` requests only: a hung request was never answered). */
function answersPerItem(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of fake.requests) {
    if (r.behaviour !== "ok") continue;
    const key = itemOf(promptOf(r));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe(`evaluation workers on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ slug } = await importSlicedBenchmark());
    // A prompt version that names the item, so the fake's request log tells items apart.
    const admin = await db.user.create({
      data: { email: `admin-${slug}@example.org`, name: "A", role: "admin" },
      select: { id: true, role: true },
    });
    await addPromptVersion(admin, slug, {
      ...DEFAULT_PROMPTS,
      verdict: `ITEM {{claim}} {{slice}} end\n${DEFAULT_PROMPTS.verdict}`,
      article: `ARTICLE {{claim}} end\n${DEFAULT_PROMPTS.article}`,
      note: "names the item",
    });
  });

  afterEach(() => {
    if (child?.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, "SIGKILL");
    fake.chatAnswerOf = null;
    fake.chatDefault = null;
    fake.requests.length = 0;
    Object.assign(env, saved);
  });

  afterAll(async () => {
    await fake.close();
  });

  it(
    "resumes after kill -9 of its worker, never asking again for an answered item",
    { timeout: 120_000 },
    async () => {
      const ANSWERED_BEFORE_KILL = 8;
      let isBeforeKill = true;
      fake.chatAnswerOf = (prompt) => {
        // After the first answers every request hangs, so the kill finds requests in flight.
        const answered = fake.requests.filter((r) => r.behaviour === "ok").length;
        if (isBeforeKill && answered >= ANSWERED_BEFORE_KILL) fake.chatDefault = "hang";
        return verdictOf(prompt);
      };
      const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
      const { id } = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
      const first = startChildWorker();
      const pid = await first.ready;
      await waitFor(
        "the first answers to be stored",
        async () => (await db.evaluationItem.count({ where: { evaluationId: id } })) >= ANSWERED_BEFORE_KILL,
        60_000,
      );
      await waitFor("a request in flight", async () => fake.requests.some((r) => r.behaviour === "hang"));
      process.kill(pid, "SIGKILL");
      await first.exited;
      const stored = await db.evaluationItem.count({ where: { evaluationId: id } });
      expect(stored).toBe(ANSWERED_BEFORE_KILL);

      isBeforeKill = false;
      fake.chatDefault = null;
      const second = createWorker({
        leaseMs: LEASE_MS,
        pollMs: 100,
        handlers: { [RUN_EVALUATION]: runEvaluationHandler },
      });
      second.start();
      try {
        await waitFor(
          "the run to finish",
          async () => (await db.evaluation.findUniqueOrThrow({ where: { id } })).status === "done",
          60_000,
        );
      } finally {
        await second.stop();
      }
      const answeredPerItem = answersPerItem();
      expect(answeredPerItem.size).toBe(ITEMS);
      expect(answeredPerItem.has("?")).toBe(false);
      expect([...answeredPerItem.values()].every((n) => n === 1)).toBe(true);
      expect(fake.requests.filter((r) => r.behaviour === "ok")).toHaveLength(ITEMS);
      expect(await db.evaluationItem.count({ where: { evaluationId: id } })).toBe(ITEMS);
      const job = await db.job.findFirstOrThrow({
        where: { kind: RUN_EVALUATION, payloadJson: { contains: id } },
        select: { attempts: true, lockedBy: true },
      });
      expect(job).toMatchObject({ attempts: 2, lockedBy: second.id });
    },
  );

  it(
    "resumes a closed-book probe after kill -9 mid-way through its articles, never asking again for an answered one",
    { timeout: 120_000 },
    async () => {
      // The probe needs an endpoint on this server to extract statements with (not called here).
      Object.assign(env, { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "test", OPENAI_MODEL: "fake-chat" });
      const ARTICLES_BEFORE_KILL = 2;
      let isBeforeKill = true;
      const isArticle = (r: FakeRequest) => r.behaviour === "ok" && promptOf(r).startsWith("ARTICLE ");
      fake.chatAnswerOf = (prompt) => {
        if (isBeforeKill && fake.requests.filter(isArticle).length >= ARTICLES_BEFORE_KILL)
          fake.chatDefault = "hang";
        return articleAnswerOf(prompt);
      };
      const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
      const start = { benchmark: slug, split: "2025Q1", modelId, contamination: true };
      const { id } = await startEvaluation(user, start);
      const first = startChildWorker();
      const pid = await first.ready;
      const articlesStored = () => db.evaluationItem.count({ where: { evaluationId: id, task: "article" } });
      await waitFor(
        "the first articles to be stored",
        async () => (await articlesStored()) >= ARTICLES_BEFORE_KILL,
        60_000,
      );
      await waitFor("a request in flight", async () => fake.requests.some((r) => r.behaviour === "hang"));
      const answered = fake.requests.filter((r) => r.behaviour === "ok").length;
      await waitFor(
        "every answer to be stored",
        async () => (await db.evaluationItem.count({ where: { evaluationId: id } })) === answered,
      );
      process.kill(pid, "SIGKILL");
      await first.exited;
      expect(await articlesStored()).toBe(ARTICLES_BEFORE_KILL);

      isBeforeKill = false;
      fake.chatDefault = null;
      const second = createWorker({
        leaseMs: LEASE_MS,
        pollMs: 100,
        handlers: { [RUN_EVALUATION]: runEvaluationHandler },
      });
      second.start();
      try {
        await waitFor(
          "the run to finish",
          async () => (await db.evaluation.findUniqueOrThrow({ where: { id } })).status === "done",
          60_000,
        );
      } finally {
        await second.stop();
      }
      const answeredPerItem = answersPerItem();
      expect(answeredPerItem.size).toBe(ITEMS + CLAIMS);
      expect([...answeredPerItem.keys()].filter((k) => k.startsWith("article @ "))).toHaveLength(CLAIMS);
      expect([...answeredPerItem.values()].every((n) => n === 1)).toBe(true);
      expect(await articlesStored()).toBe(CLAIMS);
      // The articles became the model's upload once, by the worker that finished the run.
      const run = await db.evaluation.findUniqueOrThrow({
        where: { id },
        select: { benchmarkId: true, probeUploadId: true },
      });
      const uploads = await listContaminationUploads("model", modelId, run.benchmarkId);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({ uploadId: run.probeUploadId, total: CLAIMS, kind: "articles" });
    },
  );

  it.runIf(isPostgres)(
    "two worker processes on one endpoint stay within its rate limit together",
    { timeout: 120_000 },
    async () => {
      const POINTS = 12;
      const limits = { EVALUATION_RATE_POINTS: String(POINTS), EVALUATION_RATE_WINDOW_SECONDS: "1" };
      Object.assign(env, { EVALUATION_RATE_POINTS: POINTS, EVALUATION_RATE_WINDOW_SECONDS: 1 });
      fake.chatAnswerOf = verdictOf;
      const { user, modelId } = await newOwnerWithEndpoint(fake, API_KEY);
      const a = await startEvaluation(user, { benchmark: slug, split: "2025Q1", modelId });
      const b = await startEvaluation(user, { benchmark: slug, split: "2025Q2", modelId });
      const other = startChildWorker(limits);
      await other.ready;
      const local = createWorker({
        leaseMs: 10_000,
        pollMs: 100,
        handlers: { [RUN_EVALUATION]: runEvaluationHandler },
      });
      local.start();
      try {
        await waitFor(
          "both runs to finish",
          async () =>
            (await db.evaluation.count({ where: { id: { in: [a.id, b.id] }, status: "done" } })) === 2,
          90_000,
        );
      } finally {
        await local.stop();
      }
      const times = fake.requests.map((r) => r.at).sort((x, y) => x - y);
      expect(times).toHaveLength(2 * ITEMS);
      // Both runs' jobs were worked on: one by each process (neither could take both at once).
      const jobs = await db.job.findMany({
        where: {
          kind: RUN_EVALUATION,
          OR: [{ payloadJson: { contains: a.id } }, { payloadJson: { contains: b.id } }],
        },
        select: { lockedBy: true },
      });
      expect(new Set(jobs.map((j) => j.lockedBy)).size).toBe(2);
      // POINTS a second for both together: 72 requests need at least 6 windows, so more than
      // 5 s between the first and the last (each process on its own budget would need 3).
      const span = times.at(-1)! - times[0]!;
      expect(span).toBeGreaterThan(((2 * ITEMS) / POINTS - 1) * 1000 - 200);
      for (let i = 0; i < times.length; i++) {
        const inSecond = times.filter((t) => t >= times[i]! && t < times[i]! + 1000).length;
        expect(inSecond).toBeLessThanOrEqual(2 * POINTS);
      }
    },
  );
});
