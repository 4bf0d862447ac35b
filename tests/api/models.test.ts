// Model registration over HTTP: write-scope tokens register, owners read and replace,
// bad bodies get field errors, and nobody else can see or change a private model.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { jsonOf, request } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  organisation: "API Lab",
  parameterCountB: 7.5,
  openWeights: true,
  declaredCutoff: "2024-06-01",
  cutoffSource: "https://example.org/card",
  estimatedCutoff: "2024-05-15",
  regime: "evidence_bounded",
  costPerRunUsd: 12.5,
  links: ["https://example.org/model"],
  ...extra,
});

describe(`models API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let owner: TestUser;
  let writeToken: string;
  let readToken: string;
  let otherToken: string;
  let modelId: string;
  const name = `api-model-${Date.now()}`;

  beforeAll(async () => {
    owner = await createUser("researcher", "models");
    writeToken = (await createTokenFor(owner, ["read", "write"])).secret;
    readToken = (await createTokenFor(owner, ["read"])).secret;
    otherToken = (await createTokenFor(await createUser("researcher", "other"), ["read", "write"])).secret;
  });

  it("POST /api/v1/models with a write token registers the model (201) and audits it", async () => {
    const res = await request("/api/v1/models", { method: "POST", token: writeToken, json: body(name) });
    expect(res.status).toBe(201);
    const created = (await jsonOf(res)) as { id: string };
    expect(created).toEqual({
      id: expect.any(String),
      ...body(name),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isOwner: true,
      submissionCount: 0,
    });
    modelId = created.id;
    const row = await db.modelEntry.findUniqueOrThrow({ where: { id: modelId }, select: { ownerId: true } });
    expect(row.ownerId).toBe(owner.id);
    expect(
      await db.auditEvent.count({ where: { targetId: modelId, action: "model.create", actorId: owner.id } }),
    ).toBe(1);
  });

  it("GET /api/v1/models/{id} and GET /api/v1/models return it to its owner (read scope suffices)", async () => {
    const one = await request(`/api/v1/models/${modelId}`, { token: readToken });
    expect(one.status).toBe(200);
    expect(await jsonOf(one)).toMatchObject({
      id: modelId,
      name,
      parameterCountB: 7.5,
      regime: "evidence_bounded",
      isOwner: true,
    });
    const list = await request("/api/v1/models", { token: readToken });
    expect(list.status).toBe(200);
    const { models } = (await jsonOf(list)) as { models: { id: string; name: string }[] };
    expect(models.map((m) => m.id)).toEqual([modelId]);
  });

  it("a private model is 404 for a signed-out caller and for another user", async () => {
    for (const token of [undefined, otherToken]) {
      const res = await request(`/api/v1/models/${modelId}`, { token });
      expect(res.status).toBe(404);
      expect(await jsonOf(res)).toEqual({ error: { code: "NOT_FOUND", message: "No such model" } });
    }
  });

  it("a bad body is 400 with a message for each bad field, and nothing is stored", async () => {
    const bad = {
      name: " ",
      organisation: "Lab",
      openWeights: false,
      declaredCutoff: "2999-01-01",
      cutoffSource: "card",
      regime: "web",
      parameterCountB: -3,
      links: ["ftp://example.org/x"],
    };
    const res = await request("/api/v1/models", { method: "POST", token: writeToken, json: bad });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Check the highlighted fields",
        fields: {
          name: "Name the model",
          declaredCutoff: "The declared cutoff cannot be in the future",
          regime: "Choose closed_book, evidence_bounded or open_web",
          parameterCountB: "The parameter count must be more than 0",
          links: "Link 1: Each link must be an http(s) URL",
        },
      },
    });
    expect(await db.modelEntry.count({ where: { ownerId: owner.id } })).toBe(1);
  });

  it("a second model with the same name (any case) is 400 on the name field", async () => {
    const res = await request("/api/v1/models", {
      method: "POST",
      token: writeToken,
      json: body(name.toUpperCase()),
    });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      error: {
        code: "BAD_REQUEST",
        fields: { name: `You already registered a model called '${name.toUpperCase()}'` },
      },
    });
  });

  it("malformed JSON is 400", async () => {
    const res = await request("/api/v1/models", { method: "POST", token: writeToken, body: "{name:" });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: { code: "BAD_REQUEST", message: "Request body is not valid JSON" },
    });
  });

  it("a read-only token is 403 and no token is 401 on POST and PUT", async () => {
    for (const [method, url] of [
      ["POST", "/api/v1/models"],
      ["PUT", `/api/v1/models/${modelId}`],
    ] as const) {
      const forbidden = await request(url, { method, token: readToken, json: body(`${name}-ro`) });
      expect(forbidden.status, `${method} ${url}`).toBe(403);
      expect(await jsonOf(forbidden)).toEqual({
        error: { code: "FORBIDDEN", message: "This token lacks the 'write' scope" },
      });
      const anonymous = await request(url, { method, json: body(`${name}-anon`) });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(await jsonOf(anonymous)).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    }
    expect(await db.modelEntry.count({ where: { ownerId: owner.id } })).toBe(1);
  });

  it("another user's PUT is 404 and changes nothing", async () => {
    const res = await request(`/api/v1/models/${modelId}`, {
      method: "PUT",
      token: otherToken,
      json: body("hijacked", { organisation: "Evil" }),
    });
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({ error: { code: "NOT_FOUND", message: "No such model" } });
    expect(
      await db.modelEntry.findUniqueOrThrow({
        where: { id: modelId },
        select: { name: true, organisation: true },
      }),
    ).toEqual({ name, organisation: "API Lab" });
  });

  it("the owner's PUT replaces every field (omitted optional ones are cleared) and audits it", async () => {
    const replacement = {
      name: `${name}-v2`,
      organisation: "API Lab",
      openWeights: true,
      declaredCutoff: "2024-06-01",
      cutoffSource: "https://example.org/card",
      regime: "open_web",
    };
    const res = await request(`/api/v1/models/${modelId}`, {
      method: "PUT",
      token: writeToken,
      json: replacement,
    });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({
      ...replacement,
      id: modelId,
      parameterCountB: null,
      estimatedCutoff: null,
      costPerRunUsd: null,
      links: [],
    });
    const event = await db.auditEvent.findFirstOrThrow({
      where: { targetId: modelId, action: "model.update", actorId: owner.id },
      select: { detailJson: true },
    });
    // Fields cleared by leaving them out count as changed too.
    const changed = (JSON.parse(event.detailJson) as { changed: string[] }).changed.sort();
    expect(changed).toEqual([
      "costPerRunUsd",
      "estimatedCutoff",
      "links",
      "name",
      "parameterCountB",
      "regime",
    ]);
  });
});
