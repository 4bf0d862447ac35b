// A published benchmark with oracle evidence, a researcher and helpers to upload evidence and
// predictions and to point the app at a local OpenAI-compatible server: for the tests of
// the LLM path (faults, lanes, deadlines).
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { claimJob } from "@/lib/jobs/worker";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { runJob, type RunOutcome } from "@/lib/jobs/run-job";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import {
  createContaminationUpload,
  type UploadReceipt,
} from "@/lib/server/contamination/create-contamination-upload";
import {
  listContaminationUploads,
  type UploadStatus,
} from "@/lib/server/contamination/list-contamination-uploads";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import type { Upload } from "@/lib/server/api/read-upload";
import { februaryClaims, jsonl, verdictCard, writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { createModelRow } from "./rows";
import type { FakeOpenAi } from "./fake-openai";

export interface LlmFixture {
  slug: string;
  benchmarkId: string;
  owner: { id: string; role: string };
  claimIds: string[];
  /** A new model of the owner's (one per test case, so cases never share evidence). */
  newModel: (name: string) => Promise<string>;
  /** Uploads one article per claim (the first `articles.length` claims) for `modelId`. */
  uploadArticles: (modelId: string, articles: readonly string[]) => Promise<UploadReceipt>;
  uploadStatements: (modelId: string, statements: readonly string[][]) => Promise<UploadReceipt>;
  /** Submits predictions (every claim "True") for `modelId` on the dev split; returns the submission id. */
  submitPredictions: (modelId: string) => Promise<string>;
  statusOf: (modelId: string) => Promise<UploadStatus>;
}

async function fileOf(name: string, text: string): Promise<{ path: string; name: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "llm-"));
  await writeFile(path.join(dir, name), text);
  return { path: path.join(dir, name), name };
}

export async function createLlmFixture(slug: string, claims = 12): Promise<LlmFixture> {
  const claimIds = Array.from({ length: claims }, (_, i) => `c${String(i + 1).padStart(2, "0")}`);
  const dir = await writeTestBundle({
    "benchmark.json": verdictCard(slug, `LLM fixture ${slug}`),
    "claims.jsonl": februaryClaims(claimIds),
    "labels.jsonl": claimIds.map((id, i) => ({ claim_id: id, label: i % 2 === 0 ? "True" : "False" })),
    "oracle_evidence.jsonl": claimIds.map((id, i) => ({
      claim_id: id,
      evidence: [`The council report number ${i} was published in March.`],
    })),
    "splits.json": { dev: ["2025Q1"] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  const benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
  const owner = await db.user.create({
    data: { email: `${slug}@example.org`, name: "Owner", role: "researcher" },
    select: { id: true, role: true },
  });
  const newModel = (name: string) => createModelRow(owner.id, `${name}-${slug}`);
  const upload = async (modelId: string, kind: "articles" | "statements", rows: unknown[]) =>
    createContaminationUpload(
      owner,
      { slug, target: "model", kind, modelId },
      await fileOf(`${kind}.jsonl`, jsonl(rows)),
    );
  return {
    slug,
    benchmarkId,
    owner,
    claimIds,
    newModel,
    uploadArticles: (modelId, articles) =>
      upload(
        modelId,
        "articles",
        articles.map((article, i) => ({ claim_id: claimIds[i], article })),
      ),
    uploadStatements: (modelId, statements) =>
      upload(
        modelId,
        "statements",
        statements.map((evidence, i) => ({ claim_id: claimIds[i], evidence })),
      ),
    async submitPredictions(modelId) {
      const text = jsonl(claimIds.map((id) => ({ claim_id: id, label: "True" })));
      const f = await fileOf("pred.jsonl", text);
      const body: Upload = {
        dir: path.dirname(f.path),
        file: f.path,
        fileName: f.name,
        bytes: text.length,
        sha256: createHash("sha256").update(text).digest("hex"),
        fields: {},
      };
      return (
        await createSubmission(
          owner,
          { benchmark: slug, split: "2025Q1", modelId, regime: "closed_book", isPublic: "false" },
          body,
        )
      ).id;
    },
    async statusOf(modelId) {
      const [status] = await listContaminationUploads("model", modelId, benchmarkId);
      if (!status) throw new Error(`no upload for model ${modelId}`);
      return status;
    },
  };
}

/** Points the app at `fake` with small timeouts and known prices (input $1, output $2, embeddings $0.5 per million tokens). */
export function useFakeEndpoint(fake: FakeOpenAi, extra: Partial<typeof env> = {}): void {
  Object.assign(env, {
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: "test",
    OPENAI_MODEL: "fake-chat",
    OPENAI_EMBEDDING_MODEL: undefined,
    OPENAI_TIMEOUT_MS: 1000,
    OPENAI_RETRY_BASE_MS: 5,
    OPENAI_RPM: 100_000,
    OPENAI_MAX_ATTEMPTS: 3,
    OPENAI_PRICE_INPUT_PER_MTOK: 1,
    OPENAI_PRICE_OUTPUT_PER_MTOK: 2,
    OPENAI_PRICE_EMBEDDING_PER_MTOK: 0.5,
    ...extra,
  });
}

/** Runs due contamination jobs in this process until none is due; the outcome of each run. */
export async function runContaminationJobs(now?: Date, deadlineMs?: number): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (;;) {
    const job = await claimJob({
      workerId: "test",
      kinds: [CONTAMINATION_UPLOAD_JOB],
      leaseMs: 60_000,
      ...(now ? { now } : {}),
    });
    if (!job) return outcomes;
    outcomes.push(
      await runJob(job, jobHandlers[CONTAMINATION_UPLOAD_JOB]!, {
        leaseMs: 60_000,
        log: () => undefined,
        ...(deadlineMs ? { deadlineMs } : {}),
      }),
    );
  }
}

/** USD of one chat answer with this usage at the prices of `useFakeEndpoint`. */
export function chatUsd(usage: { prompt_tokens: number; completion_tokens: number }): number {
  return (usage.prompt_tokens * 1 + usage.completion_tokens * 2) / 1e6;
}
