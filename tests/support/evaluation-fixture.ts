// A sliced verdict benchmark, an owner with a model and an endpoint at the fake OpenAI
// server, and helpers to run evaluation jobs in this process, for the evaluation tests.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { RUN_EVALUATION } from "@/lib/server/evaluations/run-evaluation-job";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";

export const LABELS = ["Real", "Fake", "Ambiguous"];
export const SLICES = [-3, 0, 3];
export const CLAIMS = 6;
/** Every claim has a shifted copy: 6 claims × 3 slices × 2 variants. */
export const ITEMS = CLAIMS * SLICES.length * 2;

/** The oracle evidence of a claim (the human fact-check's statements), for the closed-book probe. */
function oracleOf(claimId: string): string[] {
  return [
    `Engineers closed bridge ${claimId} after a safety inspection found cracks in two beams.`,
    `The city council confirmed that bridge ${claimId} would stay closed until the repairs were finished.`,
  ];
}

/** Dev split 2025Q1 (labels public) and hidden test split 2025Q2, six claims each, with oracle evidence. */
export async function importSlicedBenchmark(): Promise<{ slug: string; dir: string }> {
  const slug = `eval-${randomUUID().slice(0, 8)}`;
  const claims = (quarter: "01" | "04", prefix: string) =>
    Array.from({ length: CLAIMS }, (_, i) => ({
      claim_id: `${prefix}${i}`,
      text: `Claim number ${prefix}${i} about the bridge.`,
      claim_date: `2025-${quarter}-${String(i + 10).padStart(2, "0")}`,
      evidence: [
        { id: "early", title: "Early report", published: `2025-${quarter}-01` },
        { id: "late", title: "Later report", slice: 3 },
      ],
      shifted: { text: `Shifted claim ${prefix}${i}.` },
    }));
  const labels = (prefix: string) =>
    Array.from({ length: CLAIMS }, (_, i) => ({
      claim_id: `${prefix}${i}`,
      label: LABELS[i % 3],
      labels_by_slice: { "-3": "Ambiguous", "0": LABELS[i % 3], "3": LABELS[i % 3] },
    }));
  const oracle = (prefix: string) =>
    Array.from({ length: CLAIMS }, (_, i) => ({
      claim_id: `${prefix}${i}`,
      evidence: oracleOf(`${prefix}${i}`),
    }));
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug,
      title: "Evaluation fixture",
      track: "verdict",
      labels: LABELS,
      slices: SLICES,
      modes: ["classification", "inference"],
      description: "t",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": [...claims("01", "d"), ...claims("04", "t")],
    "labels.jsonl": [...labels("d"), ...labels("t")],
    "oracle_evidence.jsonl": [...oracle("d"), ...oracle("t")],
    "splits.json": { dev: ["2025Q1"], test: ["2025Q2"] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return { slug, dir };
}

/** `concurrency` sets EVALUATION_CONCURRENCY for the run (1: requests in order, for scripted faults). */
export async function newOwnerWithEndpoint(
  fake: FakeOpenAi,
  apiKey: string,
  endpoint: Record<string, unknown> = {},
  concurrency?: number,
): Promise<{ user: { id: string; role: string }; modelId: string }> {
  if (concurrency !== undefined) env.EVALUATION_CONCURRENCY = concurrency;
  const user = await db.user.create({
    data: {
      email: `${randomUUID()}@example.org`,
      name: "Owner",
      role: "researcher",
      emailVerifiedAt: new Date(),
    },
    select: { id: true, role: true },
  });
  const model = await db.modelEntry.create({
    data: {
      ownerId: user.id,
      name: `m-${randomUUID().slice(0, 6)}`,
      organisation: "o",
      declaredCutoff: new Date("2024-01-01"),
      cutoffSource: "card",
      regime: "evidence_bounded",
    },
    select: { id: true },
  });
  await saveModelEndpoint(user, model.id, {
    baseUrl: fake.url,
    model: "fake-chat-1",
    apiKey,
    temperature: 0,
    seed: 7,
    pricePromptPerMTok: 2,
    priceCompletionPerMTok: 10,
    maxUsdPerRun: 5,
    maxRequestsPerRun: 10_000,
    ...endpoint,
  });
  return { user, modelId: model.id };
}

/**
 * The fake's deterministic verdict: claim i gets LABELS[i % 3] (the gold), except that claim
 * 2 answers without brackets (unparsed) and shifted copies always say Fake.
 */
export function verdictOf(prompt: string): string {
  if (/Shifted claim/.test(prompt)) return "The shifted claim reads false. [[Fake]]";
  const i = Number(/Claim number [dt](\d+)/.exec(prompt)?.[1] ?? "0");
  if (i === 2) return "I am not sure about this one.";
  return `Looking at the evidence, the verdict is [[${LABELS[i % 3]}]].`;
}

/**
 * The fake's closed-book article of a claim (the probe, DOMAIN §8): claims d0, d2, d4 … repeat
 * their fact-check's statements (contaminated), the others remember nothing of it.
 */
function articleOf(claimId: string): string {
  const i = Number(/\d+$/.exec(claimId)?.[0] ?? "0");
  if (i % 2 === 0) return `${oracleOf(claimId).join(" ")} The claim was rated accurate.`;
  return `I do not remember any fact-check about claim ${claimId}. It might concern a sports event.`;
}

/** Answers the article prompt with `articleOf` the claim it names, every other prompt with `verdictOf`. */
export function articleAnswerOf(prompt: string): string {
  if (!prompt.startsWith("Write the fact-check article") && !/^ARTICLE /m.test(prompt))
    return verdictOf(prompt);
  return articleOf(/Claim number ([dt]\d+)/.exec(prompt)?.[1] ?? "?");
}

/** Runs queued evaluation jobs in this process until none is left. */
export async function runEvaluationJobs(): Promise<void> {
  for (;;) {
    const job = await claimJob({ workerId: "eval-test", kinds: [RUN_EVALUATION], leaseMs: 60_000 });
    if (!job) return;
    await runJob(job, jobHandlers[RUN_EVALUATION]!, { leaseMs: 60_000, log: () => undefined });
  }
}

/**
 * The hooks every evaluation test file shares: the fake server started once, fast retries,
 * a sliced benchmark imported once, and the fake's script and answers reset after each test.
 */
export function useEvaluationSetup(): { fake: () => FakeOpenAi; slug: () => string; dir: () => string } {
  const saved = { ...env };
  let fake: FakeOpenAi;
  let slug = "";
  let dir = "";
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    Object.assign(env, { OPENAI_RETRY_BASE_MS: 5, OPENAI_MAX_ATTEMPTS: 2, OPENAI_TIMEOUT_MS: 5_000 });
    ({ slug, dir } = await importSlicedBenchmark());
  });
  afterEach(() => {
    fake.chatAnswerOf = null;
    fake.chatDefault = null;
    fake.chatScript.length = 0;
    fake.requests.length = 0;
    fake.retryAfterHeaders = { "retry-after": "1" };
    env.EVALUATION_CONCURRENCY = saved.EVALUATION_CONCURRENCY;
  });
  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
  });
  return { fake: () => fake, slug: () => slug, dir: () => dir };
}
