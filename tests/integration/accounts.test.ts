import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SIGN_UP_ATTEMPT_SUBJECT, signUpUser } from "@/lib/server/users/sign-up-user";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { changePassword } from "@/lib/server/users/change-password";
import { createSession, getSessionUser, endSession } from "@/lib/server/sessions/sessions";
import { changeUserRole } from "@/lib/server/users/change-user-role";
import { listUsers } from "@/lib/server/users/list-users";

const unique = () => `u${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.org`;

describe(`accounts on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let admin: { id: string; role: string };
  beforeAll(async () => {
    const email = unique();
    const { createdUserId } = await signUpUser({ email, name: "Admin", password: "admin-password-1" });
    admin = await db.user.update({
      where: { id: createdUserId! },
      data: { role: "admin" },
      select: { id: true, role: true },
    });
  });

  it("signs up a researcher with a hashed password and an audit event", async () => {
    const email = unique();
    const { createdUserId } = await signUpUser({
      email: ` ${email.toUpperCase()} `,
      name: "Ada",
      password: "correct-horse-1",
    });
    const user = await db.user.findUniqueOrThrow({
      where: { id: createdUserId! },
      select: { email: true, role: true, passwordHash: true },
    });
    expect(user.email).toBe(email);
    expect(user.role).toBe("researcher");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.auditEvent.count({ where: { targetId: createdUserId!, action: "user.sign_up" } })).toBe(
      1,
    );
  });

  it("does not select password hashes unless asked", async () => {
    const user = await db.user.findFirstOrThrow();
    expect(Object.keys(user)).not.toContain("passwordHash");
  });

  it("answers a duplicate sign-up like a new one and creates nothing", async () => {
    const email = unique();
    await signUpUser({ email, name: "First", password: "first-password-1" });
    const before = await db.user.count();
    const again = await signUpUser({ email, name: "Second", password: "second-password-2" });
    expect(again).toEqual({ accepted: true, createdUserId: null });
    expect(await db.user.count()).toBe(before);
    expect(await verifyCredentials({ email, password: "second-password-2" })).toBeNull();
  });

  it("emails the address in both cases: a confirmation link when new, a note to the owner when registered", async () => {
    const email = unique();
    const mailTo = () =>
      db.outboxEmail.findMany({
        where: { to: email },
        orderBy: { createdAt: "asc" },
        select: { subject: true, body: true },
      });
    await signUpUser({ email, name: "Owner", password: "owner-password-1" });
    expect((await mailTo()).map((m) => m.subject)).toEqual(["[LiveCheck] Confirm your email address"]);
    await signUpUser({ email, name: "Stranger", password: "stranger-password-1" });
    const mails = await mailTo();
    expect(mails.map((m) => m.subject)).toEqual([
      "[LiveCheck] Confirm your email address",
      SIGN_UP_ATTEMPT_SUBJECT,
    ]);
    expect(mails[1]?.body).toContain("/forgot-password");
    // Repeating it within the hour sends no second note, so nobody can flood the owner's inbox.
    await signUpUser({ email, name: "Stranger", password: "stranger-password-2" });
    expect(await mailTo()).toHaveLength(2);
  });

  it("reports malformed email and short password as field errors, creating nothing", async () => {
    const before = await db.user.count();
    await expect(signUpUser({ email: "not-an-email", name: "X", password: "short" })).rejects.toMatchObject({
      status: 400,
      fields: { email: "Enter a valid email address", password: "Use at least 10 characters" },
    });
    expect(await db.user.count()).toBe(before);
  });

  it("verifies credentials case-insensitively on email and refuses wrong passwords and unknown emails", async () => {
    const email = unique();
    await signUpUser({ email, name: "Bo", password: "right-password-1" });
    expect(
      await verifyCredentials({ email: email.toUpperCase(), password: "right-password-1" }),
    ).toMatchObject({ email, role: "researcher" });
    expect(await verifyCredentials({ email, password: "wrong-password-1" })).toBeNull();
    expect(await verifyCredentials({ email: unique(), password: "right-password-1" })).toBeNull();
  });

  it("ends every session when the password changes", async () => {
    const email = unique();
    const { createdUserId } = await signUpUser({ email, name: "Cy", password: "old-password-1" });
    const s1 = await createSession(createdUserId!);
    const s2 = await createSession(createdUserId!);
    await expect(
      changePassword(
        { id: createdUserId! },
        { current: "nope-nope-nope", next: "new-password-1", confirm: "new-password-1" },
      ),
    ).rejects.toMatchObject({
      fields: { current: "The current password is wrong" },
    });
    expect(await getSessionUser(s1)).not.toBeNull();
    await changePassword(
      { id: createdUserId! },
      { current: "old-password-1", next: "new-password-1", confirm: "new-password-1" },
    );
    expect(await getSessionUser(s1)).toBeNull();
    expect(await getSessionUser(s2)).toBeNull();
    expect(await verifyCredentials({ email, password: "new-password-1" })).not.toBeNull();
  });

  it("ends one session on sign-out", async () => {
    const { createdUserId } = await signUpUser({ email: unique(), name: "Di", password: "password-di-1" });
    const s1 = await createSession(createdUserId!);
    const s2 = await createSession(createdUserId!);
    await endSession(s1);
    expect(await getSessionUser(s1)).toBeNull();
    expect(await getSessionUser(s2)).toMatchObject({ id: createdUserId });
  });

  it("lets admins change roles, with an audit event, and refuses everyone else", async () => {
    const { createdUserId } = await signUpUser({ email: unique(), name: "Ed", password: "password-ed-1" });
    const id = createdUserId!;
    await expect(changeUserRole({ id, role: "researcher" }, id, { role: "admin" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(listUsers({ role: "maintainer" })).rejects.toMatchObject({ status: 403 });
    await expect(changeUserRole(admin, id, { role: "owner" })).rejects.toMatchObject({ status: 400 });
    await expect(changeUserRole(admin, "no-such-user", { role: "maintainer" })).rejects.toMatchObject({
      status: 404,
    });
    expect(await changeUserRole(admin, id, { role: "maintainer" })).toEqual({ id, role: "maintainer" });
    const events = await db.auditEvent.findMany({
      where: { targetId: id, action: "user.change_role" },
      select: { actorId: true, detailJson: true },
    });
    expect(events).toEqual([
      { actorId: admin.id, detailJson: JSON.stringify({ from: "researcher", to: "maintainer" }) },
    ]);
    expect((await listUsers(admin)).find((u) => u.id === id)?.role).toBe("maintainer");
  });
});
