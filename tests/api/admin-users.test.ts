// Admin APIs and the admin page: only admins (with an admin-scoped token) get in; role changes are audited.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashTokenSecret } from "@/lib/security/token-secret";
import { jsonOf, request, signIn } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

describe(`admin users API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let admin: TestUser;
  let researcher: TestUser;
  let adminToken: string;
  let researcherToken: string;
  beforeAll(async () => {
    admin = await createUser("admin", "admin");
    researcher = await createUser("researcher", "researcher");
    adminToken = (await createTokenFor(admin, ["read", "write", "admin"])).secret;
    researcherToken = (await createTokenFor(researcher, ["read", "write"])).secret;
  });
  /** PATCHes the role of user `id` with `token` (the admin's unless given). */
  const patchRole = (id: string, role: string, token = adminToken) =>
    request(`/api/v1/admin/users/${id}`, { method: "PATCH", token, json: { role } });

  it("GET /api/v1/admin/users is 403 for a researcher", async () => {
    const res = await request("/api/v1/admin/users", { token: researcherToken });
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toEqual({
      error: { code: "FORBIDDEN", message: "This token lacks the 'admin' scope" },
    });
  });

  it("GET /api/v1/admin/users is 403 for an admin's token without the admin scope", async () => {
    const { secret } = await createTokenFor(admin, ["read"]);
    const res = await request("/api/v1/admin/users", { token: secret });
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toMatchObject({ error: { code: "FORBIDDEN" } });
  });

  it("GET /api/v1/admin/users lists users for an admin token, with no password or token hashes", async () => {
    const res = await request("/api/v1/admin/users", { token: adminToken });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as { users: Record<string, unknown>[] };
    const listed = body.users.find((u) => u.id === researcher.id);
    expect(listed).toEqual({
      id: researcher.id,
      email: researcher.email,
      name: researcher.name,
      role: "researcher",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      maintains: [],
    });
    for (const u of body.users)
      expect(Object.keys(u).sort()).toEqual(["createdAt", "email", "id", "maintains", "name", "role"]);
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    expect(text).not.toContain(hashTokenSecret(adminToken));
    expect(text).not.toContain(adminToken);
  });

  it("PATCH a role as admin is 200 and records an audit event", async () => {
    const target = await createUser("researcher", "promoted");
    const res = await patchRole(target.id, "maintainer");
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ id: target.id, role: "maintainer" });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { role: true } })).role).toBe(
      "maintainer",
    );
    const events = await db.auditEvent.findMany({
      where: { targetId: target.id, action: "user.change_role" },
      select: { actorId: true, targetType: true, detailJson: true },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, targetType: "user" });
    expect(JSON.parse(events[0]?.detailJson ?? "null")).toEqual({ from: "researcher", to: "maintainer" });
  });

  it("PATCH a role as a researcher is 403 and changes nothing", async () => {
    const target = await createUser("researcher", "untouched");
    const res = await patchRole(target.id, "admin", researcherToken);
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { role: true } })).role).toBe(
      "researcher",
    );
    expect(await db.auditEvent.count({ where: { targetId: target.id, action: "user.change_role" } })).toBe(0);
  });

  it("PATCH with a role that does not exist is 400", async () => {
    const res = await patchRole(researcher.id, "superuser");
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      error: { code: "BAD_REQUEST", message: "Choose a valid role", fields: { role: expect.any(String) } },
    });
  });

  it("PATCH an unknown user id is 404", async () => {
    const res = await patchRole("no-such-user", "maintainer");
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({
      error: { code: "NOT_FOUND", message: "No user with id no-such-user" },
    });
  });

  it("PATCH cannot take an admin's own admin role away", async () => {
    const res = await patchRole(admin.id, "researcher");
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ error: { code: "BAD_REQUEST" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id }, select: { role: true } })).role).toBe(
      "admin",
    );
  });

  it("PATCH with malformed JSON is 400", async () => {
    const res = await request(`/api/v1/admin/users/${researcher.id}`, {
      method: "PATCH",
      token: adminToken,
      body: "{role: maintainer",
    });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: { code: "BAD_REQUEST", message: "Request body is not valid JSON" },
    });
  });

  it("a researcher's session gets the 403 'Not allowed' page on /admin", async () => {
    const jar = await signIn(researcher.email, researcher.password);
    const res = await request("/admin", { jar });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Not allowed");
    expect(html).not.toContain(admin.email);
  });

  it("an admin's session gets the users page on /admin", async () => {
    const jar = await signIn(admin.email, admin.password);
    const res = await request("/admin", { jar });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(researcher.email);
  });
});
