// What a model's endpoint refuses: bad settings (each field named, nothing written), anyone
// but the owner (404, admins included), addresses the outbound guard refuses when saved
// (named by rule, nothing audited), more than 10 connection tests a minute; and an endpoint
// goes with its model.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { getModelEndpoint } from "@/lib/server/model-endpoints/get-model-endpoint";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";
import { testModelEndpoint } from "@/lib/server/model-endpoints/test-model-endpoint";
import { newUser } from "../support/access-fixtures";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { auditOf, endpointBody, newModel } from "../support/model-endpoint-fixture";

const saved = { ...env };
let fake: FakeOpenAi;
const body = (extra: Record<string, unknown> = {}) => endpointBody(fake, extra);

describe(`model endpoint refusals on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });

  afterEach(() => {
    Object.assign(env, { ENDPOINT_ALLOWLIST: saved.ENDPOINT_ALLOWLIST });
  });

  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
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
});
