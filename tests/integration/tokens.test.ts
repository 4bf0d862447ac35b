import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { createToken } from "@/lib/server/tokens/create-token";
import { revokeToken } from "@/lib/server/tokens/revoke-token";
import { listTokens } from "@/lib/server/tokens/list-tokens";
import { authenticateToken } from "@/lib/server/tokens/authenticate-token";

async function newUser(role = "researcher") {
  const { createdUserId } = await signUpUser({
    email: `t${Date.now()}${Math.random().toString(36).slice(2)}@example.org`,
    name: "T",
    password: "token-user-password",
  });
  return db.user.update({ where: { id: createdUserId! }, data: { role }, select: { id: true, role: true } });
}

describe(`API tokens on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let user: { id: string; role: string };
  beforeAll(async () => {
    user = await newUser();
  });

  it("stores only a hash and authenticates the secret once created", async () => {
    const { id, secret } = await createToken(user, { name: "ci", scopes: ["read", "write"] });
    const row = await db.apiToken.findUniqueOrThrow({
      where: { id },
      select: { tokenHash: true, prefix: true },
    });
    expect(row.tokenHash).not.toContain(secret);
    expect(secret.startsWith(row.prefix)).toBe(true);
    const caller = await authenticateToken(`Bearer ${secret}`);
    expect(caller).toMatchObject({ id: user.id, role: "researcher", scopes: ["read", "write"], tokenId: id });
    const [listed] = await listTokens(user);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
    expect(Object.keys(listed ?? {})).not.toContain("tokenHash");
  });

  it("refuses missing, malformed, unknown and revoked tokens with 401", async () => {
    const { id, secret } = await createToken(user, { name: "soon revoked", scopes: ["read"] });
    await expect(authenticateToken(null)).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/Missing/),
    });
    await expect(authenticateToken("Bearer nonsense")).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/Malformed/),
    });
    await expect(authenticateToken(`Bearer lc_${"A".repeat(43)}`)).rejects.toMatchObject({
      status: 401,
      message: "Unknown token",
    });
    await revokeToken(user, id);
    await expect(authenticateToken(`Bearer ${secret}`)).rejects.toMatchObject({
      status: 401,
      message: "This token was revoked",
    });
    expect(await db.auditEvent.count({ where: { targetId: id } })).toBe(2);
  });

  it("does not let one user revoke another's token", async () => {
    const other = await newUser();
    const { id, secret } = await createToken(other, { name: "theirs", scopes: ["read"] });
    await expect(revokeToken(user, id)).rejects.toMatchObject({ status: 404 });
    expect((await authenticateToken(`Bearer ${secret}`)).id).toBe(other.id);
  });

  it("validates names and scopes; admin scope only for admins", async () => {
    await expect(createToken(user, { name: "", scopes: ["read"] })).rejects.toMatchObject({
      fields: { name: "Name the token" },
    });
    await expect(createToken(user, { name: "x", scopes: [] })).rejects.toMatchObject({
      fields: { scopes: "Choose at least one scope" },
    });
    await expect(createToken(user, { name: "x", scopes: ["root"] })).rejects.toMatchObject({ status: 400 });
    await expect(createToken(user, { name: "x", scopes: ["admin"] })).rejects.toMatchObject({
      fields: { scopes: "Only admins can create admin tokens" },
    });
    const admin = await newUser("admin");
    await expect(createToken(admin, { name: "ops", scopes: ["admin"] })).resolves.toHaveProperty("secret");
  });
});
