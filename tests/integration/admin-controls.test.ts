// Admins assign and remove maintainers, disable and re-enable users (no sign-in, no tokens,
// sessions ended), and read the audit log with filters.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setUserDisabled } from "@/lib/server/users/set-user-disabled";
import { setBenchmarkMaintainer } from "@/lib/server/benchmarks/set-benchmark-maintainer";
import { listAuditEvents } from "@/lib/server/audit/list-audit-events";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { createToken } from "@/lib/server/tokens/create-token";
import { authenticateToken } from "@/lib/server/tokens/authenticate-token";
import { createSession, getSessionUser } from "@/lib/server/sessions/sessions";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { newBenchmark, newUser } from "../support/access-fixtures";

const uid = () => Math.random().toString(36).slice(2, 10);

describe(`admin controls on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("disables an account: no sign-in, sessions ended, tokens refused; re-enabling restores sign-in and tokens", async () => {
    const admin = await newUser("admin");
    const email = `dis-${uid()}@example.org`;
    const { createdUserId } = await signUpUser({ email, name: "Dis", password: "a-long-password-1" });
    const id = createdUserId!;
    const user = { id, role: "researcher", email, name: "Dis" };
    const sid = await createSession(id);
    const { secret } = await createToken(user, { name: "t", scopes: ["read"] });
    await expect(setUserDisabled(user, id, true)).rejects.toMatchObject({ status: 403 });
    await expect(setUserDisabled(admin, admin.id, true)).rejects.toMatchObject({ status: 400 });
    await setUserDisabled(admin, id, true);
    expect(await getSessionUser(sid)).toBeNull();
    expect(await db.session.count({ where: { userId: id } })).toBe(0);
    expect(await verifyCredentials({ email, password: "a-long-password-1" })).toBeNull();
    await expect(authenticateToken(`Bearer ${secret}`)).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining("disabled"),
    });
    await setUserDisabled(admin, id, false);
    expect(await verifyCredentials({ email, password: "a-long-password-1" })).toMatchObject({ id });
    expect((await authenticateToken(`Bearer ${secret}`)).id).toBe(id);
    const audit = await db.auditEvent.findMany({
      where: { targetId: id, action: { in: ["user.disable", "user.enable"] } },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true },
    });
    expect(audit).toEqual([
      { action: "user.disable", actorId: admin.id },
      { action: "user.enable", actorId: admin.id },
    ]);
  });

  it("assigns a maintainer (a researcher becomes maintainer) and removes them, audited", async () => {
    const admin = await newUser("admin");
    const b = await newBenchmark({ mode: "open" });
    const r = await newUser("researcher");
    await expect(
      setBenchmarkMaintainer(r, b.slug, { email: r.email, maintains: true }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      setBenchmarkMaintainer(admin, b.slug, { email: "nobody@example.org", maintains: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      await setBenchmarkMaintainer(admin, b.slug, { email: r.email.toUpperCase(), maintains: true }),
    ).toEqual({ changed: true });
    const promoted = await db.user.findUniqueOrThrow({
      where: { id: r.id },
      select: { id: true, role: true },
    });
    expect(promoted.role).toBe("maintainer");
    expect(await canMaintainBenchmark(promoted, b.id)).toBe(true);
    expect(await setBenchmarkMaintainer(admin, b.slug, { email: r.email, maintains: true })).toEqual({
      changed: false,
    });
    await setBenchmarkMaintainer(admin, b.slug, { email: r.email, maintains: false });
    expect(await canMaintainBenchmark(promoted, b.id)).toBe(false);
    const log = await listAuditEvents(admin, { benchmark: b.slug });
    expect(log.rows.map((e) => e.action)).toEqual([
      "benchmark.remove_maintainer",
      "benchmark.add_maintainer",
    ]);
    expect(log.rows[0]?.actor).toBe(admin.email);
  });

  it("filters the audit log by actor, action, benchmark and date, for admins only", async () => {
    const admin = await newUser("admin");
    const b = await newBenchmark({ mode: "open" });
    const r = await newUser("researcher");
    await setBenchmarkMaintainer(admin, b.slug, { email: r.email, maintains: true });
    await setUserDisabled(admin, r.id, true);
    await expect(listAuditEvents(r, {})).rejects.toMatchObject({ status: 403 });
    const mine = await listAuditEvents(admin, { actor: admin.email });
    expect(mine.rows.map((e) => e.action).sort()).toEqual(["benchmark.add_maintainer", "user.disable"]);
    expect(
      (await listAuditEvents(admin, { actor: admin.email, action: "user." })).rows.map((e) => e.action),
    ).toEqual(["user.disable"]);
    expect((await listAuditEvents(admin, { actor: admin.email, action: "user.disable" })).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listAuditEvents(admin, { actor: admin.email, from: today, to: today })).total).toBe(2);
    expect((await listAuditEvents(admin, { actor: admin.email, to: "2020-01-01" })).total).toBe(0);
    await expect(listAuditEvents(admin, { from: "yesterday" })).rejects.toMatchObject({
      status: 400,
      fields: { from: "Use YYYY-MM-DD" },
    });
    await expect(listAuditEvents(admin, { benchmark: "no-such-benchmark" })).rejects.toMatchObject({
      status: 400,
    });
  });
});
