// A model's OpenAI-compatible endpoint (issue 23, first slice): saved, read back without its
// key, removed, audited without the key, refused at addresses the outbound guard refuses
// (when saved and when called), and tested against the local fake endpoint. A canary: the
// key's text never appears in an answer, an error or an audit detail.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createModel } from "@/lib/server/models/create-model";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { getModelEndpoint } from "@/lib/server/model-endpoints/get-model-endpoint";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";
import { testModelEndpoint } from "@/lib/server/model-endpoints/test-model-endpoint";
import { newUser, type TestUser } from "../support/access-fixtures";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";

const API_KEY = "sk-canary-3f9c1e7a5b2d4c6e8a0b1c2dKEY9";
const OTHER_KEY = "sk-canary-second-7d1e2f3a4b5c6d7e8f90ABCD";
const saved = { ...env };
let fake: FakeOpenAi;
/** Everything the services answered in this file, for the canary at the end. */
const answers: unknown[] = [];
const keep = <T>(value: T): T => (answers.push(value), value);

async function newModel(owner: TestUser, name = "endpoint-model"): Promise<string> {
  const m = await createModel(owner, {
    name,
    organisation: "Lab",
    openWeights: false,
    declaredCutoff: "2024-06-30",
    cutoffSource: "model card",
    regime: "closed_book",
    links: [],
  });
  return m.id;
}

const body = (extra: Record<string, unknown> = {}) => ({
  baseUrl: `${fake.url}/`,
  model: "fake-chat-1",
  apiKey: API_KEY,
  temperature: 0.2,
  topP: 0.9,
  maxTokens: 512,
  seed: 42,
  pricePromptPerMTok: 3,
  priceCompletionPerMTok: 15,
  maxUsdPerRun: 2.5,
  maxRequestsPerRun: 1000,
  ...extra,
});

const auditOf = (modelId: string) =>
  db.auditEvent.findMany({
    where: { targetType: "model", targetId: modelId, action: { startsWith: "model.endpoint." } },
    orderBy: { createdAt: "asc" },
    select: { action: true, detailJson: true, actorId: true },
  });

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

  it("names each bad field, and writes nothing", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    const refused = saveModelEndpoint(owner, modelId, {
      baseUrl: "ftp://example.org",
      model: "",
      apiKey: "has a space",
      temperature: 3,
      topP: 0,
      maxTokens: 1.5,
      maxUsdPerRun: 0,
      api_key: "typo",
    });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      fields: expect.objectContaining({
        baseUrl: "must start with http:// or https://",
        model: "Enter the model name the endpoint serves",
        apiKey: "The API key holds only printable ASCII characters, no spaces",
        temperature: "At most 2",
        topP: "More than 0",
        maxTokens: "A whole number",
        maxUsdPerRun: "More than 0",
      }),
    });
    const error = await refused.then(
      () => null,
      (e: { fields?: object }) => e,
    );
    expect(JSON.stringify(error?.fields)).not.toContain("has a space");
    expect(await getModelEndpoint(owner, modelId)).toBeNull();
  });

  it("answers 404 to everyone but the owner, admins included", async () => {
    const [owner, stranger, admin] = [await newUser(), await newUser(), await newUser("admin")];
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    for (const who of [stranger, admin]) {
      await expect(getModelEndpoint(who, modelId)).rejects.toMatchObject({ status: 404 });
      await expect(saveModelEndpoint(who, modelId, body())).rejects.toMatchObject({ status: 404 });
      await expect(deleteModelEndpoint(who, modelId)).rejects.toMatchObject({ status: 404 });
      await expect(testModelEndpoint(who, modelId)).rejects.toMatchObject({ status: 404 });
    }
    await expect(getModelEndpoint(owner, "no-such-model")).rejects.toMatchObject({ status: 404 });
    expect(await getModelEndpoint(owner, modelId)).toMatchObject({ apiKeyHint: "••••KEY9" });
  });

  it.each([
    ["http://127.0.0.1:9/v1", "https-only"],
    ["https://127.0.0.1/v1", "public-address"],
    ["https://169.254.169.254/latest", "public-address"],
    ["https://[::ffff:127.0.0.1]/v1", "public-address"],
    ["https://10.0.0.8/v1", "public-address"],
  ])("refuses %s when saved, naming the rule %s", async (baseUrl, rule) => {
    env.ENDPOINT_ALLOWLIST = [];
    const owner = await newUser();
    const modelId = await newModel(owner);
    const refused = saveModelEndpoint(owner, modelId, body({ baseUrl }));
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(`refused by outbound rule ${rule}`),
      fields: { baseUrl: expect.stringContaining(`refused by outbound rule ${rule}`) },
    });
    expect(await getModelEndpoint(owner, modelId)).toBeNull();
    expect(await auditOf(modelId)).toEqual([]);
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

  it("limits connection tests to 10 a minute per user", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, { baseUrl: fake.url, model: "m" });
    for (let i = 0; i < 10; i++) await testModelEndpoint(owner, modelId);
    await expect(testModelEndpoint(owner, modelId)).rejects.toMatchObject({ status: 429 });
  });

  it("goes with its model", async () => {
    const owner = await newUser();
    const modelId = await newModel(owner);
    await saveModelEndpoint(owner, modelId, body());
    await db.modelEntry.delete({ where: { id: modelId } });
    expect(await db.modelEndpoint.count({ where: { modelId } })).toBe(0);
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
