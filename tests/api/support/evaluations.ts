// Evaluations over HTTP for the API tests: a small verdict benchmark with a public dev split
// and a hidden test split, a model with an endpoint at a fake OpenAI server in the test
// process (127.0.0.1 is allow-listed for the test servers), and polling a run to its end.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import type { FakeOpenAi } from "../../support/fake-openai";
import { writeTestBundle } from "../../fixtures/bundles/write-test-bundle";
import { pollJson } from "./benchmarks";
import { request } from "./http";

const VERDICT_LABELS = ["Real", "Fake", "Ambiguous"];
export const DEV_SPLIT = "2025Q1";
export const HIDDEN_SPLIT = "2025Q2";

/** The gold of claim i: LABELS[i % 3]. */
export const goldLabelOf = (i: number): string => VERDICT_LABELS[i % 3]!;

/**
 * Imports (published, open access) a verdict benchmark: `n` claims `<prefix>d000…` in the dev
 * split and `n` claims `<prefix>t000…` in the hidden test split, gold `goldLabelOf(i)`; daily
 * quota `quota` on the hidden split.
 */
export async function importVerdictBenchmark(slug: string, n: number, quota: number): Promise<void> {
  const part = (kind: "d" | "t", month: string) =>
    Array.from({ length: n }, (_, i) => ({
      claim_id: `${kind}${String(i).padStart(3, "0")}`,
      text: `Claim ${kind}${String(i).padStart(3, "0")} about the harbour.`,
      claim_date: `2025-${month}-${String(1 + (i % 28)).padStart(2, "0")}`,
      evidence: [{ id: "e1", title: "A report", published: `2025-${month}-01` }],
    }));
  const claims = [...part("d", "02"), ...part("t", "05")];
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug,
      title: `Evaluations ${slug}`,
      track: "verdict",
      labels: VERDICT_LABELS,
      description: "Evaluation API tests.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": claims,
    "labels.jsonl": claims.map((c) => ({
      claim_id: c.claim_id,
      label: goldLabelOf(Number(c.claim_id.slice(1))),
    })),
    "splits.json": { dev: [DEV_SPLIT], test: [HIDDEN_SPLIT] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  await db.benchmark.update({ where: { slug }, data: { dailyQuota: quota } });
}

/** The claim number a prompt is about (`Claim d004 …` → 4), or -1. */
export const claimNumberOf = (prompt: string): number =>
  Number(/Claim [dt](\d{3})/.exec(prompt)?.[1] ?? "-1");

/** PUTs an endpoint at `fake` on `modelId` (200 expected); `extra` overrides settings. */
export async function setEndpoint(
  token: string,
  modelId: string,
  fake: FakeOpenAi,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const res = await request(`/api/v1/models/${modelId}/endpoint`, {
    method: "PUT",
    token,
    json: { baseUrl: fake.url, model: "fake-chat-api", pricePromptPerMTok: 1, ...extra },
  });
  expect(res.status, await res.text()).toBe(200);
}

/** POSTs /api/v1/evaluations; answers status and body. */
export async function startRun(
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request("/api/v1/evaluations", { method: "POST", token, json: body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export type EvaluationView = {
  id: string;
  status: string;
  done: number;
  total: number;
  error: string | null;
  failures: Record<string, number>;
  submissionId: string | null;
};

const FINAL = ["done", "failed", "cancelled", "limit_reached"];

/**
 * Polls GET /evaluations/{id} until the run has ended (and, when done, its submission
 * exists); `seen` collects every body.
 */
export function waitForRun(token: string, id: string, seen?: string[]): Promise<EvaluationView> {
  return pollJson<EvaluationView>(
    `/api/v1/evaluations/${id}`,
    token,
    (v) => FINAL.includes(v.status) && (v.status !== "done" || v.submissionId !== null),
    { timeoutMs: 120_000, seen },
  );
}
