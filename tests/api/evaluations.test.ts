// Evaluations and model endpoints over HTTP (issue 23), against the fake OpenAI server in
// this process: bad input answered with the field and what is wrong, 202 with only the run's
// id, the 409 naming the running run, the spending limit and scoring what was answered,
// prompt versions, and every answer checked against the schema the OpenAPI document gives
// for its status (an undocumented status fails). Who may call what: evaluations-auth.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { registerModel } from "./support/benchmarks";
import {
  DEV_SPLIT,
  HIDDEN_SPLIT,
  claimNumberOf,
  goldLabelOf,
  importVerdictBenchmark,
  setEndpoint,
  waitForRun,
} from "./support/evaluations";
import { request } from "./support/http";
import { documentedCall, documentedSchema, expectMatches, openApiDoc } from "./support/openapi-schemas";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const SLUG = `eval-api-${Date.now()}`;
const N = 6;

describe(`evaluation API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let fake: FakeOpenAi;
  let owner: TestUser;
  let write: string;
  let read: string;
  let other: string;
  let modelId: string;
  const call = documentedCall;
  const start = (token: string | undefined, json: unknown) =>
    call("POST", "/evaluations", "/api/v1/evaluations", { token, json });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await importVerdictBenchmark(SLUG, N, 5);
    owner = await createUser("researcher", "eval-api");
    write = (await createTokenFor(owner, ["read", "write"])).secret;
    read = (await createTokenFor(owner, ["read"])).secret;
    other = (await createTokenFor(await createUser("researcher", "eval-other"), ["read", "write"])).secret;
    modelId = await registerModel(write, `eval-api-${Date.now()}`);
    await setEndpoint(write, modelId, fake);
  });

  afterEach(() => {
    fake.chatAnswerOf = null;
    fake.chatDefault = null;
    fake.delayMs = 0;
  });

  afterAll(async () => {
    await fake.close();
  });

  it("starts a run: 202 with its id only; refuses a second one of the model and split, naming the running one", async () => {
    fake.delayMs = 1500; // every request takes 1.5 s, so the run is still going below
    fake.chatAnswerOf = (p) => `[[${goldLabelOf(claimNumberOf(p))}]]`;
    const first = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId });
    expect(first.status).toBe(202);
    expect(Object.keys(first.body)).toEqual(["id"]);
    const id = String(first.body.id);
    const second = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: "CONFLICT",
      evaluationId: id,
      message: expect.stringMatching(
        new RegExp(
          `^Evaluation ${id} of this model on ${DEV_SPLIT} is still (queued|running): wait for it or cancel it$`,
        ),
      ),
    });
    const cancelled = await call("POST", "/evaluations/{id}/cancel", `/api/v1/evaluations/${id}/cancel`, {
      token: write,
    });
    expect(cancelled).toEqual({ status: 200, body: { status: "cancelled" } });
    const again = await call("POST", "/evaluations/{id}/cancel", `/api/v1/evaluations/${id}/cancel`, {
      token: write,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: "This evaluation is already cancelled" } },
    });
    expect((await waitForRun(write, id)).status).toBe("cancelled");
  });

  it("runs to the end: the evaluation, its outputs (JSON Lines) and its submission match their schemas", async () => {
    fake.chatAnswerOf = (p) => `The verdict is [[${goldLabelOf(claimNumberOf(p))}]].`;
    const { body } = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId, isPublic: true });
    const id = String(body.id);
    await waitForRun(write, id);
    const view = await call("GET", "/evaluations/{id}", `/api/v1/evaluations/${id}`, { token: read });
    expect(view).toMatchObject({
      status: 200,
      body: { id, status: "done", done: N, total: N, benchmark: SLUG, split: DEV_SPLIT, failures: {} },
    });
    const outputs = await request(`/api/v1/evaluations/${id}/outputs`, { token: read });
    expect(outputs.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = (await outputs.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toHaveLength(N);
    const line = documentedSchema(
      await openApiDoc(),
      "/evaluations/{id}/outputs",
      "get",
      200,
      "application/x-ndjson",
    );
    lines.forEach((l, i) => expectMatches(line, l, `outputs line ${i + 1}`));
    const submissionId = String(view.body.submissionId);
    await call("GET", "/submissions/{id}", `/api/v1/submissions/${submissionId}`, { token: read });
  });

  it("stops at the spending limit; scoring what was answered needs missingAsWrong, and only then", async () => {
    fake.chatAnswerOf = () => "[[Real]]";
    const limited = await registerModel(write, `eval-limit-${Date.now()}`);
    await setEndpoint(write, limited, fake, { maxRequestsPerRun: 2 });
    const { body } = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId: limited });
    const id = String(body.id);
    const stopped = await waitForRun(write, id);
    expect(stopped).toMatchObject({
      status: "limit_reached",
      done: 2,
      error: `limit reached after 2 of ${N} items`,
    });
    const score = (token: string, json: unknown) =>
      call("POST", "/evaluations/{id}/score", `/api/v1/evaluations/${id}/score`, { token, json });
    expect(await score(write, {})).toMatchObject({
      status: 400,
      body: { error: { fields: { missingAsWrong: expect.stringContaining("set missingAsWrong to true") } } },
    });
    expect((await score(read, { missingAsWrong: true })).status).toBe(403);
    expect((await score(other, { missingAsWrong: true })).status).toBe(404);
    const scored = await score(write, { missingAsWrong: true });
    expect(scored.status).toBe(202);
    expect(Object.keys(scored.body)).toEqual(["submissionId"]);
    expect((await score(write, { missingAsWrong: true })).body.error).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("this one is done"),
    });
  });

  it("refuses bad input with a 400 naming each field and what is wrong", async () => {
    const bad = await start(write, { benchmark: "", split: 5, modelId: "x", regime: "open_web", extra: 1 });
    expect(bad.status).toBe(400);
    const fields = (bad.body.error as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      benchmark: "name the benchmark (its slug)",
      regime: "must be evidence_bounded or closed_book",
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["benchmark", "split", "regime"]));
    const notJson = await call("POST", "/evaluations", "/api/v1/evaluations", { token: write, body: "{" });
    expect(notJson).toMatchObject({
      status: 400,
      body: { error: { message: "Request body is not valid JSON" } },
    });
    const probe = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId, contamination: true });
    expect(probe).toMatchObject({
      status: 400,
      body: { error: { fields: { contamination: expect.any(String) } } },
    });
    expect(await start(write, { benchmark: `${SLUG}-nope`, split: DEV_SPLIT, modelId })).toMatchObject({
      status: 404,
    });
    const split = await start(write, { benchmark: SLUG, split: "2031Q1", modelId });
    expect(split).toMatchObject({
      status: 404,
      body: { error: { message: `No split 2031Q1 in '${SLUG}'` } },
    });
    const bare = await registerModel(write, `eval-bare-${Date.now()}`);
    expect(await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId: bare })).toMatchObject({
      status: 400,
      body: { error: { fields: { modelId: "has no endpoint" } } },
    });
    const endpoint = await call("PUT", "/models/{id}/endpoint", `/api/v1/models/${modelId}/endpoint`, {
      token: write,
      json: { baseUrl: "ftp://example.org", model: "", temperature: 3, maxTokens: 1.5, apiKey: "has space" },
    });
    expect(endpoint.status).toBe(400);
    expect((endpoint.body.error as { fields: Record<string, string> }).fields).toMatchObject({
      model: "Enter the model name the endpoint serves",
      temperature: "At most 2",
      maxTokens: "A whole number",
      apiKey: "The API key holds only printable ASCII characters, no spaces",
      baseUrl: expect.any(String),
    });
    const query = await call("GET", "/models/{id}/endpoint", `/api/v1/models/${modelId}/endpoint?x=1`, {
      token: read,
    });
    expect(query).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining("x") } } });
  });

  it("refuses a hidden split to an unconfirmed address, and a benchmark needing access to one without it, saying why", async () => {
    const hidden = await start(write, { benchmark: SLUG, split: HIDDEN_SPLIT, modelId });
    expect(hidden).toMatchObject({
      status: 403,
      body: { error: { message: expect.stringContaining("Confirm your email address") } },
    });
    await db.benchmark.update({ where: { slug: SLUG }, data: { accessMode: "manual" } });
    try {
      const gated = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId });
      expect(gated).toMatchObject({
        status: 403,
        body: { error: { message: `Request access to '${SLUG}' before evaluating on it` } },
      });
    } finally {
      await db.benchmark.update({ where: { slug: SLUG }, data: { accessMode: "open" } });
    }
  });

  it("adds prompt versions for maintainers only, checking the templates", async () => {
    const prompts = `/api/v1/benchmarks/${SLUG}/prompts`;
    const list = await call("GET", "/benchmarks/{slug}/prompts", prompts);
    expect(list).toMatchObject({ status: 200, body: { benchmark: SLUG, current: 1 } });
    const templates = (list.body.versions as { templates: Record<string, string> }[])[0]!.templates;
    const asResearcher = await call("POST", "/benchmarks/{slug}/prompts", prompts, {
      token: write,
      json: templates,
    });
    expect(asResearcher.status).toBe(403);
    const maintainer = await createUser("maintainer", "eval-maintainer");
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
    await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: maintainer.id } });
    const token = (await createTokenFor(maintainer, ["read", "write"])).secret;
    const refused = await call("POST", "/benchmarks/{slug}/prompts", prompts, {
      token,
      json: { ...templates, verdict: "Judge {{claim}} with {{labels}} and {{gold}}" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain("{{gold}}");
    const added = await call("POST", "/benchmarks/{slug}/prompts", prompts, {
      token,
      json: { ...templates, note: "same words, new number" },
    });
    expect(added).toMatchObject({ status: 201, body: { version: 2, note: "same words, new number" } });
  });
});
