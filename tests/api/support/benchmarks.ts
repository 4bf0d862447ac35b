// Benchmarks, models, uploads and polling for the API tests of submissions and contamination.
import { expect } from "vitest";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { jsonl, writeTestBundle } from "../../fixtures/bundles/write-test-bundle";
import { BASE_URL, jsonOf, request } from "./http";
import { createTokenFor, createUser, verifyEmailOf, type TestUser } from "./users";

/** Claim ids `<prefix>000`, `<prefix>001`, ... */
export const claimIds = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);

/**
 * Gold integrity for the i-th claim: spread over [-0.8, 0.8] with 7 decimals, so every
 * value is a distinctive JSON number that a response could only contain by leaking it.
 */
export const goldOf = (i: number): number => Number((-0.8 + 1.6 * (((i + 1) * 0.6180339887) % 1)).toFixed(7));

/** Gold ± 0.1 (alternating): MSE 0.01 and MAE 0.1 on any set of these claims. */
export const predictionOf = (i: number): number => Number((goldOf(i) + (i % 2 ? 0.1 : -0.1)).toFixed(7));

/** A date in the quarter `YYYYQn`, varied by `i`. */
export function dateIn(quarter: string, i: number): string {
  const month = (Number(quarter.slice(5)) - 1) * 3 + 1 + (i % 3);
  return `${quarter.slice(0, 4)}-${String(month).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
}

export type QuarterSpec = { quarter: string; ids: string[]; goldOffset: number };

/**
 * Writes and imports (published, open access) an integrity bundle straight into the
 * server's database; the claims of each quarter get `goldOf(goldOffset + i)`.
 */
export async function importIntegrityBundle(
  slug: string,
  quarters: QuarterSpec[],
  extra: Record<string, object> = {},
): Promise<void> {
  const claims = quarters.flatMap((q) =>
    q.ids.map((id, i) => ({
      claim_id: id,
      text: `Claim ${id} about a harbour`,
      claim_date: dateIn(q.quarter, i),
    })),
  );
  const labels = quarters.flatMap((q) =>
    q.ids.map((id, i) => ({ claim_id: id, integrity: goldOf(q.goldOffset + i) })),
  );
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug,
      title: `API test ${slug}`,
      track: "integrity",
      description: "API test fixture.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": claims,
    "labels.jsonl": labels,
    ...extra,
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
}

/** A regex matching `value` as a whole JSON number (not as part of a longer one). */
export const numberToken = (value: number): RegExp =>
  new RegExp(`(?<![\\d.])${String(value).replace(/[.-]/g, "\\$&")}(?![\\d])`);

/** Model card fields a test may set (POST /api/v1/models); the rest are fixed. */
export type ModelCardFields = { declaredCutoff?: string; costPerRunUsd?: number };

/** Registers a model through the API with `token` (declared cutoff 2024-06-01 unless `card` says); returns its id. */
export async function registerModel(
  token: string,
  name: string,
  card: ModelCardFields = {},
): Promise<string> {
  const res = await request("/api/v1/models", {
    method: "POST",
    token,
    json: {
      name,
      organisation: "API Lab",
      openWeights: false,
      declaredCutoff: "2024-06-01",
      cutoffSource: "https://example.org/card",
      regime: "closed_book",
      ...card,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await jsonOf(res)) as { id: string }).id;
}

/**
 * A new researcher `label` with a read+write token and a model registered with it; the
 * address is confirmed first when `verified` (hidden splits need that).
 */
export async function researcherWithModel(
  label: string,
  opts: { verified?: boolean } = {},
): Promise<{ user: TestUser; token: string; modelId: string }> {
  const user = await createUser("researcher", label);
  if (opts.verified) await verifyEmailOf(user);
  const token = (await createTokenFor(user, ["read", "write"])).secret;
  const modelId = await registerModel(token, `${label}-model-${Date.now()}`);
  return { user, token, modelId };
}

/** POSTs multipart/form-data: text `fields` and one `file` part. */
export function uploadFile(
  path: string,
  opts: { token?: string; fields: Record<string, string>; file: { name: string; text: string } },
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields)) form.append(k, v);
  form.append("file", new Blob([opts.file.text], { type: "application/octet-stream" }), opts.file.name);
  const headers = opts.token === undefined ? undefined : { authorization: `Bearer ${opts.token}` };
  return fetch(new URL(path, BASE_URL), { method: "POST", body: form, headers, redirect: "manual" });
}

/** JSONL of `{claim_id, score}` lines. */
export const predictionFile = (rows: { id: string; score: number }[]): string =>
  jsonl(rows.map((r) => ({ claim_id: r.id, score: r.score })));

/** POSTs `scores` as the prediction file `fileName` to /api/v1/submissions, with `token`. */
export function submitScores(
  token: string | undefined,
  fields: Record<string, string>,
  scores: { id: string; score: number }[],
  fileName = "pred.jsonl",
): Promise<Response> {
  return uploadFile("/api/v1/submissions", {
    token,
    fields,
    file: { name: fileName, text: predictionFile(scores) },
  });
}

/**
 * Polls `path` (JSON, with `token`) until `isDone(body)`; every raw body seen is pushed
 * to `seen` so callers can search them all. Fails after `timeoutMs`.
 */
export async function pollJson<T>(
  path: string,
  token: string | undefined,
  isDone: (body: T) => boolean,
  opts: { timeoutMs?: number; seen?: string[] } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    const res = await request(path, { token });
    const text = await res.text();
    opts.seen?.push(text);
    expect(res.status, text).toBe(200);
    const body = JSON.parse(text) as T;
    if (isDone(body)) return body;
    if (Date.now() > deadline) throw new Error(`timed out polling ${path}: ${text.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
