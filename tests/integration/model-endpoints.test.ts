// A model's OpenAI-compatible endpoint (issue 23, first slice): saved, read back without its
// key, removed, audited without the key, refused at call time at addresses the outbound guard
// refuses, and tested against the local fake endpoint. A canary: the key's text never appears
// in an answer, an error or an audit detail. What is refused when saved, and who may see an
// endpoint, are model-endpoints-refusals.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { getModelEndpoint } from "@/lib/server/model-endpoints/get-model-endpoint";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";
import { testModelEndpoint } from "@/lib/server/model-endpoints/test-model-endpoint";
import { newUser } from "../support/access-fixtures";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { API_KEY, OTHER_KEY, auditOf, endpointBody, newModel } from "../support/model-endpoint-fixture";

const saved = { ...env };
let fake: FakeOpenAi;
/** Everything the services answered in this file, for the canary at the end. */
const answers: unknown[] = [];
const keep = <T>(value: T): T => (answers.push(value), value);
const body = (extra: Record<string, unknown> = {}) => endpointBody(fake, extra);

describe(`model endpoints on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });

  afterEach(() => {
    Object.assign(env, { ENDPOINT_ALLOWLIST: saved.ENDPOINT_ALLOWLIST });
    fake.chatScript.length = 0;
  });

  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
  });

  it("saves, reads back without the key (a hint instead), and deletes, audited", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    expect(await getModelEndpoint(owner, modelId)).toBeNull();

    const dto = keep(await saveModelEndpoint(owner, modelId, body()));
    expect(dto).toMatchObject({
      modelId,
      baseUrl: fake.url, // the trailing slash is dropped
      model: "fake-chat-1",
      hasApiKey: true,
      apiKeyHint: "••••KEY9",
      temperature: 0.2,
      topP: 0.9,
      maxTokens: 512,
      seed: 42,
      pricePromptPerMTok: 3,
      priceCompletionPerMTok: 15,
      maxUsdPerRun: 2.5,
      maxRequestsPerRun: 1000,
    });
    expect(keep(await getModelEndpoint(owner, modelId))).toEqual(dto);

    // At rest: sealed, and not selected unless a query names the column.
    const plain = await db.modelEndpoint.findUniqueOrThrow({ where: { modelId } });
    expect(plain).not.toHaveProperty("apiKeyCiphertext");
    const sealed = await db.modelEndpoint.findUniqueOrThrow({
      where: { modelId },
      select: { apiKeyCiphertext: true },
    });
    expect(sealed.apiKeyCiphertext).toMatch(/^v1\./);
    expect(sealed.apiKeyCiphertext).not.toContain(API_KEY);

    await deleteModelEndpoint(owner, modelId);
    expect(await getModelEndpoint(owner, modelId)).toBeNull();
    await expect(deleteModelEndpoint(owner, modelId)).rejects.toMatchObject({ status: 404 });
    expect((await auditOf(modelId)).map((e) => [e.action, e.actorId])).toEqual([
      ["model.endpoint.create", owner.id],
      ["model.endpoint.delete", owner.id],
    ]);
  });

  it("fills defaults: temperature 0, prices 0, the default spending limits, no key", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    const dto = keep(await saveModelEndpoint(owner, modelId, { baseUrl: fake.url, model: "m" }));
    expect(dto).toMatchObject({
      hasApiKey: false,
      apiKeyHint: null,
      temperature: 0,
      topP: null,
      maxTokens: null,
      seed: null,
      pricePromptPerMTok: 0,
      priceCompletionPerMTok: 0,
      maxUsdPerRun: 10,
      maxRequestsPerRun: 100_000,
    });
  });

  it("keeps the key when apiKey is left out, replaces it when given, removes it on null", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    const { apiKey: _left, ...withoutKey } = body({ temperature: 0.7 });
    expect(keep(await saveModelEndpoint(owner, modelId, withoutKey))).toMatchObject({
      hasApiKey: true,
      apiKeyHint: "••••KEY9",
      temperature: 0.7,
    });
    expect(keep(await saveModelEndpoint(owner, modelId, body({ apiKey: OTHER_KEY })))).toMatchObject({
      apiKeyHint: "••••ABCD",
    });
    expect(keep(await saveModelEndpoint(owner, modelId, body({ apiKey: null })))).toMatchObject({
      hasApiKey: false,
      apiKeyHint: null,
    });
    const sealed = await db.modelEndpoint.findUniqueOrThrow({
      where: { modelId },
      select: { apiKeyCiphertext: true, apiKeyLast4: true },
    });
    expect(sealed).toEqual({ apiKeyCiphertext: null, apiKeyLast4: null });
    const events = await auditOf(modelId);
    expect(events.map((e) => [e.action, JSON.parse(e.detailJson)])).toEqual([
      ["model.endpoint.create", expect.objectContaining({ apiKey: "set", baseUrl: fake.url })],
      ["model.endpoint.update", { apiKey: "kept", baseUrl: fake.url, changed: ["temperature"] }],
      ["model.endpoint.update", { apiKey: "replaced", baseUrl: fake.url, changed: ["temperature"] }],
      ["model.endpoint.update", { apiKey: "removed", baseUrl: fake.url, changed: [] }],
    ]);
  });

  it("tests the connection: the answer, tokens and cost; the key goes to its endpoint only", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    const before = fake.requests.length;
    const result = keep(await testModelEndpoint(owner, modelId));
    expect(result).toMatchObject({
      ok: true,
      error: null,
      promptTokens: 100,
      completionTokens: 20,
      costUsd: (100 * 3 + 20 * 15) / 1e6,
    });
    expect(typeof result.answer).toBe("string");
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent[0]?.body).toMatchObject({ model: "fake-chat-1", temperature: 0.2, top_p: 0.9, seed: 42 });
    expect(sent[0]?.body.max_tokens).toBeLessThanOrEqual(16);
  });

  it("sends no Authorization header without a key, and none of the operator's", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, { baseUrl: fake.url, model: "m" });
    const before = fake.requests.length;
    expect(keep(await testModelEndpoint(owner, modelId))).toMatchObject({ ok: true });
    const headers = fake.requests[before]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers["openai-organization"]).toBeUndefined();
    expect(headers["openai-project"]).toBeUndefined();
    expect(fake.requests[before]?.body).not.toHaveProperty("top_p");
    expect(fake.requests[before]?.body).not.toHaveProperty("seed");
  });

  it.each([
    ["http401", "the endpoint answered HTTP 401 (Unauthorized)", 401, "rejected"],
    ["http500", "the endpoint answered HTTP 500 (Internal Server Error)", 500, "http"],
    ["malformed", null, null, null],
    ["empty", "the endpoint answered with no message (no choices or no content)", null, "empty"],
  ] as const)(
    "shows the error of a %s answer without the endpoint's body",
    async (behaviour, error, status, kind) => {
      const owner = await newUser();
      const modelId = await newModel(owner);
      await saveModelEndpoint(owner, modelId, body());
      fake.chatScript.push(behaviour);
      const result = keep(await testModelEndpoint(owner, modelId));
      if (error === null) {
        // A chat answer whose content is not JSON is still an answer: the test shows it.
        expect(result).toMatchObject({ ok: true });
        return;
      }
      expect(result).toMatchObject({ ok: false, answer: null, error, status, errorKind: kind, costUsd: 0 });
      expect(JSON.stringify(result)).not.toMatch(/Incorrect API key provided|scripted failure/);
    },
  );

  it("never shows the key an endpoint echoes back, in an error body or in its answer", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    fake.chatScript.push("echo-auth-error", "echo-auth");
    const failed = keep(await testModelEndpoint(owner, modelId));
    expect(failed).toMatchObject({ ok: false, error: "the endpoint answered HTTP 400 (Bad Request)" });
    const echoed = keep(await testModelEndpoint(owner, modelId));
    expect(echoed).toMatchObject({ ok: true, answer: expect.stringContaining("Bearer [API key removed]") });
    expect(JSON.stringify([failed, echoed])).not.toContain(API_KEY);
  });

  it("follows no redirect: a 302 to the metadata address fails naming the rule, and is not requested", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    fake.chatScript.push("redirect");
    const before = fake.requests.length;
    const result = keep(await testModelEndpoint(owner, modelId));
    expect(result).toMatchObject({ ok: false, errorKind: "rejected" });
    expect(result.error).toContain("no-redirect");
    expect(fake.requests.length).toBe(before + 1);
  });

  it("refuses at call time an address saved before the rules applied to it", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    env.ENDPOINT_ALLOWLIST = [];
    const before = fake.requests.length;
    const result = keep(await testModelEndpoint(owner, modelId));
    expect(result).toMatchObject({ ok: false, errorKind: "rejected" });
    expect(result.error).toContain("refused by outbound rule https-only");
    expect(fake.requests.length).toBe(before);
  });

  it("says so when the stored key cannot be opened (altered, or another ENDPOINT_SECRET_KEY)", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    const { apiKeyCiphertext } = await db.modelEndpoint.findUniqueOrThrow({
      where: { modelId },
      select: { apiKeyCiphertext: true },
    });
    const parts = (apiKeyCiphertext ?? "").split(".");
    parts[2] = `${parts[2]?.[0] === "A" ? "B" : "A"}${parts[2]?.slice(1)}`;
    await db.modelEndpoint.update({ where: { modelId }, data: { apiKeyCiphertext: parts.join(".") } });
    const before = fake.requests.length;
    const result = keep(await testModelEndpoint(owner, modelId));
    expect(result).toMatchObject({ ok: false });
    expect(result.error).toMatch(/cannot be opened .*enter the API key again/);
    expect(fake.requests.length).toBe(before);
  });

  it("canary: no answer, error or audit detail holds the key", async () => {
    const events = await db.auditEvent.findMany({
      where: { action: { startsWith: "model.endpoint." } },
      select: { detailJson: true },
    });
    expect(events.length).toBeGreaterThan(5);
    expect(answers.length).toBeGreaterThan(10);
    const text = JSON.stringify([answers, events]);
    for (const key of [API_KEY, OTHER_KEY]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.slice(0, 12));
    }
  });
});
