// Who may call the evaluation and model endpoint routes over HTTP (issue 23): no token 401,
// a read-only token 403 on every write, another user's model or run 404 exactly as an unknown
// id, admins included; every answer checked against the schema the OpenAPI document gives
// for its status (an undocumented status fails). What the routes do is evaluations.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { registerModel } from "./support/benchmarks";
import { DEV_SPLIT, importVerdictBenchmark, setEndpoint, waitForRun } from "./support/evaluations";
import { request } from "./support/http";
import { documentedCall } from "./support/openapi-schemas";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const SLUG = `eval-auth-${Date.now()}`;
const N = 6;

describe(`evaluation API access (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let fake: FakeOpenAi;
  let owner: TestUser;
  let write: string;
  let read: string;
  let other: string;
  let admin: string;
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
    admin = (await createTokenFor(await createUser("admin", "eval-admin"), ["read", "write", "admin"]))
      .secret;
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

  it("answers 401 without a token and 403 to a read-only token on every write", async () => {
    const { body } = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId });
    const id = String(body.id);
    await waitForRun(write, id);
    const writes: [string, string, string, unknown?][] = [
      ["POST", "/evaluations", "/api/v1/evaluations", { benchmark: SLUG, split: DEV_SPLIT, modelId }],
      ["POST", "/evaluations/{id}/cancel", `/api/v1/evaluations/${id}/cancel`],
      ["POST", "/evaluations/{id}/score", `/api/v1/evaluations/${id}/score`, { missingAsWrong: true }],
      [
        "PUT",
        "/models/{id}/endpoint",
        `/api/v1/models/${modelId}/endpoint`,
        { baseUrl: fake.url, model: "m" },
      ],
      ["DELETE", "/models/{id}/endpoint", `/api/v1/models/${modelId}/endpoint`],
      ["POST", "/models/{id}/endpoint/test", `/api/v1/models/${modelId}/endpoint/test`],
      ["POST", "/benchmarks/{slug}/prompts", `/api/v1/benchmarks/${SLUG}/prompts`, {}],
    ];
    const reads: [string, string, string][] = [
      ["GET", "/evaluations/{id}", `/api/v1/evaluations/${id}`],
      ["GET", "/models/{id}/endpoint", `/api/v1/models/${modelId}/endpoint`],
    ];
    for (const [method, path, url, json] of [...writes, ...reads]) {
      const res = await call(method, path, url, { json });
      expect([method, url, res.status, res.body.error]).toEqual([
        method,
        url,
        401,
        expect.objectContaining({ code: "UNAUTHORIZED" }),
      ]);
    }
    for (const [method, path, url, json] of writes) {
      const res = await call(method, path, url, { token: read, json });
      expect([method, url, res.status, res.body.error]).toEqual([
        method,
        url,
        403,
        expect.objectContaining({ message: "This token lacks the 'write' scope" }),
      ]);
    }
    const outputs = await request(`/api/v1/evaluations/${id}/outputs`);
    expect(outputs.status).toBe(401);
  });

  it("answers another user's run or model exactly as an unknown id (404, admins included)", async () => {
    const { body } = await start(write, { benchmark: SLUG, split: DEV_SPLIT, modelId });
    const id = String(body.id);
    await waitForRun(write, id);
    const unknown = "cl0000000000000000000000";
    const runRoutes = (run: string): [string, string, string, unknown?][] => [
      ["GET", "/evaluations/{id}", `/api/v1/evaluations/${run}`],
      ["POST", "/evaluations/{id}/cancel", `/api/v1/evaluations/${run}/cancel`],
      ["POST", "/evaluations/{id}/score", `/api/v1/evaluations/${run}/score`, { missingAsWrong: true }],
    ];
    const modelRoutes = (model: string): [string, string, string, unknown?][] => [
      ["GET", "/models/{id}/endpoint", `/api/v1/models/${model}/endpoint`],
      ["PUT", "/models/{id}/endpoint", `/api/v1/models/${model}/endpoint`, { baseUrl: fake.url, model: "m" }],
      ["DELETE", "/models/{id}/endpoint", `/api/v1/models/${model}/endpoint`],
      ["POST", "/models/{id}/endpoint/test", `/api/v1/models/${model}/endpoint/test`],
    ];
    const answer = async (token: string, [method, path, url, json]: [string, string, string, unknown?]) => {
      const res = await call(method, path, url, { token, json });
      return [method, path, res.status, res.body.error];
    };
    for (const [mine, theirs] of [
      [runRoutes(unknown), runRoutes(id)],
      [modelRoutes(unknown), modelRoutes(modelId)],
    ] as const) {
      for (let i = 0; i < mine.length; i++) {
        const asUnknown = await answer(other, mine[i]!);
        expect(asUnknown[2]).toBe(404);
        expect(await answer(other, theirs[i]!)).toEqual(asUnknown);
        expect(await answer(admin, theirs[i]!)).toEqual(asUnknown);
      }
    }
    for (const token of [other, admin]) {
      const res = await request(`/api/v1/evaluations/${id}/outputs`, { token });
      expect(res.status).toBe(404);
    }
    expect(await start(other, { benchmark: SLUG, split: DEV_SPLIT, modelId })).toMatchObject({
      status: 404,
      body: { error: { message: "No model of yours with that id" } },
    });
    // The owner's run is untouched by all of it.
    expect((await waitForRun(write, id)).status).toBe("done");
  });
});
