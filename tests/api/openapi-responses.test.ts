// Real answers against the published OpenAPI document: each endpoint's JSON validates
// against the schema the document names for it (closed objects, so an undocumented key
// fails), and the benchmark answer carries the parsed lists, not the stored *Json columns.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonOf, request } from "./support/http";
import { documentedSchema, openApiDoc, type OpenApiDoc } from "./support/openapi-schemas";
import * as bench from "./support/benchmarks";
import { createTokenFor, createUser } from "./support/users";

const SLUG = `openapi-${Date.now()}`;
const DEV = { quarter: "2025Q1", ids: bench.claimIds("oa", 4), goldOffset: 0 };
const TEST = { quarter: "2025Q2", ids: bench.claimIds("ob", 4), goldOffset: 10 };
let doc: OpenApiDoc;
let token: string;

/** The documented schema of `method path` answering `status`. */
const documented = (path: string, method: string, status: number) =>
  documentedSchema(doc, path, method, status);

async function expectDocumented(
  url: string,
  path: string,
  opts: { method?: string; token?: string; json?: unknown; status?: number } = {},
): Promise<unknown> {
  const method = (opts.method ?? "GET").toLowerCase();
  const res = await request(url, {
    method: opts.method ?? "GET",
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.json ? { json: opts.json } : {}),
  });
  const status = opts.status ?? 200;
  expect(res.status, await res.clone().text()).toBe(status);
  const body = await jsonOf(res);
  const check = documented(path, method, status).safeParse(body);
  expect(
    check.success,
    `${method.toUpperCase()} ${url}: ${check.success ? "" : z.prettifyError(check.error)}`,
  ).toBe(true);
  return body;
}

describe(`OpenAPI response schemas (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  beforeAll(async () => {
    await bench.importIntegrityBundle(SLUG, [DEV, TEST], {
      "splits.json": { dev: [DEV.quarter], test: [TEST.quarter] },
    });
    token = (await createTokenFor(await createUser("researcher", "openapi"), ["read", "write"])).secret;
    doc = await openApiDoc();
  });

  it("a schema that rejects what it should: an extra key fails the Benchmark schema", () => {
    const schema = documented("/benchmarks/{slug}", "get", 200);
    expect(schema.safeParse({ slug: SLUG }).success).toBe(false);
  });

  it("GET /benchmarks/{slug} matches Benchmark and carries parsed lists, no *Json column or row id", async () => {
    const body = (await expectDocumented(`/api/v1/benchmarks/${SLUG}`, "/benchmarks/{slug}")) as Record<
      string,
      unknown
    >;
    expect(Object.keys(body).filter((k) => k.endsWith("Json") || k === "id")).toEqual([]);
    expect(body).toMatchObject({ slug: SLUG, track: "integrity", labels: [], slices: [], modes: [] });
  });

  it("GET /benchmarks, /benchmarks/{slug}/claims and the 404 Error match their schemas", async () => {
    const list = (await expectDocumented("/api/v1/benchmarks", "/benchmarks")) as {
      benchmarks: { slug: string }[];
    };
    expect(list.benchmarks.map((b) => b.slug)).toContain(SLUG);
    const page = (await expectDocumented(
      `/api/v1/benchmarks/${SLUG}/claims?pageSize=2`,
      "/benchmarks/{slug}/claims",
    )) as { items: unknown[] };
    expect(page.items).toHaveLength(2);
    await expectDocumented(`/api/v1/benchmarks/${SLUG}-missing`, "/benchmarks/{slug}", { status: 404 });
  });

  it("GET /me, POST and GET /models and GET /models/{id} match their schemas", async () => {
    await expectDocumented("/api/v1/me", "/me", { token });
    const id = await bench.registerModel(token, `openapi-model-${Date.now()}`);
    await expectDocumented("/api/v1/models", "/models", { token });
    await expectDocumented(`/api/v1/models/${id}`, "/models/{id}", { token });
    await expectDocumented(
      `/api/v1/benchmarks/${SLUG}/access-requests/me`,
      "/benchmarks/{slug}/access-requests/me",
      { token },
    );
  });

  it("POST /submissions, GET /submissions/{id}, and the leaderboard match their schemas", async () => {
    const modelId = await bench.registerModel(token, `openapi-sub-${Date.now()}`);
    const res = await bench.uploadFile("/api/v1/submissions", {
      token,
      fields: { benchmark: SLUG, split: DEV.quarter, modelId, regime: "closed_book", isPublic: "true" },
      file: {
        name: "dev.jsonl",
        text: bench.predictionFile(DEV.ids.map((id, i) => ({ id, score: bench.predictionOf(i) }))),
      },
    });
    const created = await jsonOf(res);
    expect(res.status, JSON.stringify(created)).toBe(201);
    expect(documented("/submissions", "post", 201).safeParse(created).success).toBe(true);
    const { id } = created as { id: string };
    await bench.pollJson<{ status: string }>(
      `/api/v1/submissions/${id}`,
      token,
      (v) => v.status !== "queued" && v.status !== "running",
    );
    const view = (await expectDocumented(`/api/v1/submissions/${id}`, "/submissions/{id}", { token })) as {
      status: string;
      score: { n: number } | null;
    };
    expect(view).toMatchObject({ status: "scored", score: { n: DEV.ids.length } });
    const board = (await expectDocumented(
      `/api/v1/leaderboards/${SLUG}?splits=${DEV.quarter}`,
      "/leaderboards/{slug}",
    )) as { rows: { modelId: string | null }[] };
    expect(board.rows.map((r) => r.modelId)).toContain(modelId);
  });
});
