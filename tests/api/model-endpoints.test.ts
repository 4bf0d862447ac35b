// A model's endpoint over HTTP (issue 23, first slice): set with a write token, read back
// without the key, tested against a fake endpoint in this process (127.0.0.1 is allow-listed
// for the test servers), refused at internal addresses, 404 for everyone but the owner.
// Canary: the key's text is in no answer, the model page's HTML, or an audit detail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { jsonOf, request, signIn } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const API_KEY = `sk-api-canary-${Date.now()}-9b8a7c6dLAST`;

describe(`model endpoint API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let fake: FakeOpenAi;
  let owner: TestUser;
  let writeToken: string;
  let readToken: string;
  let otherToken: string;
  let modelId: string;
  /** Every answer body of this file, for the canary. */
  const bodies: string[] = [];
  const send = async (path: string, opts: Parameters<typeof request>[1] = {}) => {
    const res = await request(path, opts);
    const text = await res.text();
    bodies.push(text);
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  const endpointPath = () => `/api/v1/models/${modelId}/endpoint`;
  const body = (extra: Record<string, unknown> = {}) => ({
    baseUrl: fake.url,
    model: "fake-chat-api",
    apiKey: API_KEY,
    seed: 7,
    pricePromptPerMTok: 1,
    priceCompletionPerMTok: 2,
    ...extra,
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    owner = await createUser("researcher", "endpoint");
    writeToken = (await createTokenFor(owner, ["read", "write"])).secret;
    readToken = (await createTokenFor(owner, ["read"])).secret;
    otherToken = (await createTokenFor(await createUser("researcher", "other"), ["read", "write"])).secret;
    const created = await request("/api/v1/models", {
      method: "POST",
      token: writeToken,
      json: {
        name: `endpoint-model-${Date.now()}`,
        organisation: "API Lab",
        openWeights: false,
        declaredCutoff: "2024-06-01",
        cutoffSource: "card",
        regime: "closed_book",
        links: [],
      },
    });
    modelId = ((await jsonOf(created)) as { id: string }).id;
  });

  afterAll(async () => {
    await fake.close();
  });

  it("PUT sets it (write scope), GET answers it without the key", async () => {
    expect((await send(endpointPath(), { token: writeToken })).status).toBe(404);
    expect((await send(endpointPath(), { method: "PUT", token: readToken, json: body() })).status).toBe(403);
    const put = await send(endpointPath(), { method: "PUT", token: writeToken, json: body() });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      modelId,
      hasApiKey: true,
      apiKeyHint: "••••LAST",
      seed: 7,
      temperature: 0,
    });
    expect(put.json).not.toHaveProperty("apiKey");
    const get = await send(endpointPath(), { token: readToken });
    expect(get).toEqual({ status: 200, json: put.json });
  });

  it("refuses an internal address with a 400 naming the rule, keeping what was stored", async () => {
    const res = await send(endpointPath(), {
      method: "PUT",
      token: writeToken,
      json: body({ baseUrl: "https://169.254.169.254/latest" }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: {
        code: "BAD_REQUEST",
        message: expect.stringContaining("refused by outbound rule public-address"),
        fields: { baseUrl: expect.stringContaining("public-address") },
      },
    });
    expect((await send(endpointPath(), { token: readToken })).json).toMatchObject({ baseUrl: fake.url });
  });

  it("POST .../test sends one tiny request with the key to its endpoint and answers what came back", async () => {
    const before = fake.requests.length;
    const res = await send(`${endpointPath()}/test`, { method: "POST", token: writeToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, promptTokens: 100, completionTokens: 20, costUsd: 140 / 1e6 });
    expect(fake.requests.slice(before).map((r) => r.headers.authorization)).toEqual([`Bearer ${API_KEY}`]);
    fake.chatScript.push("http401");
    expect((await send(`${endpointPath()}/test`, { method: "POST", token: writeToken })).json).toMatchObject({
      ok: false,
      error: "the endpoint answered HTTP 401 (Unauthorized)",
      status: 401,
    });
  });

  it("answers 404 to another user's token on every method", async () => {
    for (const [method, path] of [
      ["GET", endpointPath()],
      ["PUT", endpointPath()],
      ["DELETE", endpointPath()],
      ["POST", `${endpointPath()}/test`],
    ] as const) {
      const res = await send(path, {
        method,
        token: otherToken,
        ...(method === "PUT" ? { json: body() } : {}),
      });
      expect([method, res.status]).toEqual([method, 404]);
    }
  });

  it("shows its owner the key's hint on the model page, never the key", async () => {
    const jar = await signIn(owner.email, owner.password);
    const page = await request(`/models/${modelId}`, { jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    bodies.push(html);
    expect(html).toContain("Endpoint");
    expect(html).toContain("••••LAST");
  });

  it("DELETE removes it", async () => {
    expect(await send(endpointPath(), { method: "DELETE", token: writeToken })).toEqual({
      status: 200,
      json: { deleted: true },
    });
    expect((await send(endpointPath(), { token: readToken })).status).toBe(404);
  });

  it("canary: the key is in no answer, page or audit detail", async () => {
    const events = await db.auditEvent.findMany({
      where: { targetId: modelId },
      select: { detailJson: true },
    });
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(bodies.length).toBeGreaterThan(10);
    for (const text of [...bodies, ...events.map((e) => e.detailJson)]) expect(text).not.toContain(API_KEY);
  });
});
