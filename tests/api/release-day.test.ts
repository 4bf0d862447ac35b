// Release-day opt-ins over HTTP (issue 24): only the model's owner reads or changes them (404
// for anyone else, 403 for a read-only token), a model needs an endpoint first, bad limits are
// refused naming the field, and the answers match the DTOs the OpenAPI document names.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { researcherWithModel } from "./support/benchmarks";
import { importVerdictBenchmark, setEndpoint } from "./support/evaluations";
import { jsonOf, request } from "./support/http";
import { createTokenFor } from "./support/users";
import { documentedSchema, expectMatches, openApiDoc, type OpenApiDoc } from "./support/openapi-schemas";

describe(`release-day opt-in API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  const slug = `rday-api-${randomUUID().slice(0, 8)}`;
  let fake: FakeOpenAi;
  let owner: { token: string; modelId: string };
  let readToken: string;
  let strangerToken: string;
  let doc: OpenApiDoc;
  const optInPath = (benchmark = slug) => `/api/v1/models/${owner.modelId}/release-day/${benchmark}`;
  const call = async (path: string, token: string, method = "GET", json?: unknown) => {
    const res = await request(path, { method, token, ...(json === undefined ? {} : { json }) });
    return { status: res.status, json: (await jsonOf(res)) as Record<string, unknown> };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await importVerdictBenchmark(slug, 3, 5);
    const made = await researcherWithModel("rday-owner");
    owner = { token: made.token, modelId: made.modelId };
    readToken = (await createTokenFor(made.user, ["read"])).secret;
    strangerToken = (await researcherWithModel("rday-stranger")).token;
    doc = await openApiDoc();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("needs an endpoint on the model first", async () => {
    const res = await call(optInPath(), owner.token, "PUT", { monthlyLimitUsd: 10 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("no endpoint");
  });

  it("lets the owner opt in, change the limit and opt out; 404 for anyone else", async () => {
    await setEndpoint(owner.token, owner.modelId, fake);
    const listPath = `/api/v1/models/${owner.modelId}/release-day`;
    expect((await call(optInPath(), strangerToken, "PUT", { monthlyLimitUsd: 10 })).status).toBe(404);
    expect((await call(optInPath(), readToken, "PUT", { monthlyLimitUsd: 10 })).status).toBe(403);
    expect(
      (await call(optInPath("no-such-benchmark"), owner.token, "PUT", { monthlyLimitUsd: 10 })).status,
    ).toBe(404);
    const bad = await call(optInPath(), owner.token, "PUT", { monthlyLimitUsd: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { fields: { monthlyLimitUsd: expect.any(String) } } });

    const put = await call(optInPath(), owner.token, "PUT", { monthlyLimitUsd: 12.5, isPublic: false });
    expect(put).toEqual({
      status: 200,
      json: {
        benchmark: slug,
        title: `Evaluations ${slug}`,
        monthlyLimitUsd: 12.5,
        isPublic: false,
        spentThisMonthUsd: 0,
        createdAt: expect.any(String),
      },
    });
    expectMatches(documentedSchema(doc, "/models/{id}/release-day/{benchmark}", "put", 200), put.json, "PUT");
    const list = await call(listPath, readToken);
    expect(list).toEqual({ status: 200, json: { optIns: [put.json] } });
    expectMatches(documentedSchema(doc, "/models/{id}/release-day", "get", 200), list.json, "GET");
    expect((await call(listPath, strangerToken)).status).toBe(404);

    expect((await call(optInPath(), strangerToken, "DELETE")).status).toBe(404);
    const gone = await call(optInPath(), owner.token, "DELETE");
    expect(gone).toEqual({ status: 200, json: { deleted: true } });
    expectMatches(
      documentedSchema(doc, "/models/{id}/release-day/{benchmark}", "delete", 200),
      gone.json,
      "DELETE",
    );
    expect(await call(listPath, owner.token)).toEqual({ status: 200, json: { optIns: [] } });
    expect((await call(optInPath(), owner.token, "DELETE")).status).toBe(404);
  });
});
