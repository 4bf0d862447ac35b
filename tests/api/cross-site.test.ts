// Session-cookie calls that change something are refused when another site's page sent
// them (Sec-Fetch-Site, or Origin for browsers without it); token calls and same-origin
// browser calls go through.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BASE_URL, jsonOf, request, signIn, type CookieJar } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const model = (name: string) => ({
  name,
  organisation: "Cross Lab",
  openWeights: false,
  declaredCutoff: "2024-01-01",
  cutoffSource: "https://example.org/card",
  regime: "closed_book",
});

describe("cross-site requests with a session cookie", () => {
  let user: TestUser;
  let jar: CookieJar;

  beforeAll(async () => {
    user = await createUser("researcher", "cross-site");
    jar = await signIn(user.email, user.password);
  });

  it.each([
    ["sec-fetch-site cross-site", { "sec-fetch-site": "cross-site" }],
    ["sec-fetch-site same-site", { "sec-fetch-site": "same-site" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
  ])("refuses a POST with %s and stores nothing", async (_label, headers) => {
    const name = `cross-${Date.now()}-${Math.random()}`;
    const res = await request("/api/v1/models", { method: "POST", jar, json: model(name), headers });
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toEqual({
      error: { code: "FORBIDDEN", message: expect.stringContaining("another site") },
    });
    expect(await db.modelEntry.count({ where: { name } })).toBe(0);
  });

  it("accepts the same POST from the app's own pages and from a token, and reads from anywhere", async () => {
    const own = await request("/api/v1/models", {
      method: "POST",
      jar,
      json: model(`own-${Date.now()}`),
      headers: { "sec-fetch-site": "same-origin", origin: new URL(BASE_URL).origin },
    });
    expect(own.status).toBe(201);
    const token = (await createTokenFor(user, ["read", "write"])).secret;
    const viaToken = await request("/api/v1/models", {
      method: "POST",
      token,
      json: model(`token-${Date.now()}`),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(viaToken.status).toBe(201);
    const read = await request("/api/v1/me", { jar, headers: { "sec-fetch-site": "cross-site" } });
    expect(read.status).toBe(200);
  });
});
