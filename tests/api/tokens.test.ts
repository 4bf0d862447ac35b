// Bearer tokens on /api/v1/me: the caller's public fields only, 401 for bad tokens, 403 without the scope.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { revokeToken } from "@/lib/server/tokens/revoke-token";
import { jsonOf, request } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

async function expectUnauthorized(res: Response, message: RegExp): Promise<void> {
  expect(res.status).toBe(401);
  const body = await jsonOf(res);
  expect(body).toEqual({ error: { code: "UNAUTHORIZED", message: expect.stringMatching(message) } });
}

describe(`API tokens over HTTP (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser("researcher", "tokens");
  });

  it("GET /api/v1/me with a token returns exactly id, name and role", async () => {
    const { secret } = await createTokenFor(user, ["read"]);
    const res = await request("/api/v1/me", { token: secret });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ id: user.id, name: user.name, role: "researcher" });
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(secret);
  });

  it("records when a token was last used", async () => {
    const { id, secret } = await createTokenFor(user, ["read"]);
    expect((await request("/api/v1/me", { token: secret })).status).toBe(200);
    const row = await db.apiToken.findUniqueOrThrow({ where: { id }, select: { lastUsedAt: true } });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it("without a session or a token is 401 JSON", async () => {
    await expectUnauthorized(
      await request("/api/v1/me"),
      /^Sign in or send 'Authorization: Bearer <token>'$/,
    );
  });

  it("an empty Authorization header is 401 (missing)", async () => {
    await expectUnauthorized(
      await request("/api/v1/me", { authorization: "" }),
      /^Missing Authorization header/,
    );
  });

  it("malformed tokens are 401", async () => {
    await expectUnauthorized(await request("/api/v1/me", { token: "nonsense" }), /^Malformed token/);
    await expectUnauthorized(
      await request("/api/v1/me", { authorization: "Basic dXNlcjpwYXNz" }),
      /^Malformed token/,
    );
  });

  it("an unknown, well-formed token is 401", async () => {
    await expectUnauthorized(
      await request("/api/v1/me", { token: `lc_${"A".repeat(43)}` }),
      /^Unknown token$/,
    );
  });

  it("a revoked token is 401", async () => {
    const { id, secret } = await createTokenFor(user, ["read"]);
    expect((await request("/api/v1/me", { token: secret })).status).toBe(200);
    await revokeToken(user, id);
    await expectUnauthorized(await request("/api/v1/me", { token: secret }), /^This token was revoked$/);
  });

  it("a token without the needed scope is 403", async () => {
    const { secret } = await createTokenFor(user, ["write"]);
    const res = await request("/api/v1/me", { token: secret });
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toEqual({
      error: { code: "FORBIDDEN", message: "This token lacks the 'read' scope" },
    });
  });
});
