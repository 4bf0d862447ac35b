// Forgotten passwords on a real database: the same answer for every address, a link stored
// hashed that works once within the hour, every session ended, everything audited.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashTokenSecret } from "@/lib/security/token-secret";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { requestPasswordReset, type RunAfterAnswer } from "@/lib/server/users/request-password-reset";
import { resetPassword } from "@/lib/server/users/reset-password";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { createSession, getSessionUser } from "@/lib/server/sessions/sessions";

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function newUser() {
  const email = `r-${uid()}@example.org`;
  const { createdUserId } = await signUpUser({ email, name: "Resetter", password: "old-password-1" });
  return { id: createdUserId!, email };
}

/** A reset request as the server makes it, with the work it leaves for after the answer run to the end. */
async function askReset(input: unknown): Promise<{ accepted: true }> {
  const later: (() => Promise<void>)[] = [];
  const answer = await requestPasswordReset(input, (task) => later.push(task));
  for (const task of later) await task();
  return answer;
}

async function resetLink(email: string): Promise<string> {
  const mail = await db.outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { contains: "Reset your password" } },
    orderBy: { createdAt: "desc" },
    select: { body: true },
  });
  return mail.body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
}

describe(`password reset on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const before = await db.outboxEmail.count();
    await expect(askReset({ email: `nobody-${uid()}@example.org` })).resolves.toEqual({
      accepted: true,
    });
    expect(await db.outboxEmail.count()).toBe(before);
    await expect(askReset({ email: "not an email" })).rejects.toMatchObject({
      status: 400,
      fields: { email: "Enter a valid email address" },
    });
  });

  it("does the same work for a registered and an unknown address before answering: none, one task for afterwards", async () => {
    const user = await newUser();
    const counts = () => Promise.all([db.outboxEmail.count(), db.emailToken.count(), db.auditEvent.count()]);
    const tasks: Record<string, number> = {};
    const answers = [];
    for (const email of [user.email, `nobody-${uid()}@example.org`]) {
      const before = await counts();
      const queued: (() => Promise<void>)[] = [];
      const runAfterAnswer: RunAfterAnswer = (task) => queued.push(task);
      answers.push(await requestPasswordReset({ email }, runAfterAnswer));
      tasks[email] = queued.length;
      // Nothing that depends on the address happened yet: no lookup result was acted on.
      expect(await counts()).toEqual(before);
      for (const task of queued) await task();
    }
    expect(Object.values(tasks)).toEqual([1, 1]);
    expect(answers[0]).toEqual(answers[1]);
    expect(await resetLink(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("resets once with the emailed link, ends every session, confirms the address, and audits both steps", async () => {
    const user = await newUser();
    const sessions = [await createSession(user.id), await createSession(user.id)];
    await askReset({ email: ` ${user.email.toUpperCase()} ` });
    const secret = await resetLink(user.email);
    const row = await db.emailToken.findFirstOrThrow({
      where: { userId: user.id, purpose: "reset_password" },
      select: { tokenHash: true, expiresAt: true },
    });
    expect(row.tokenHash).toBe(hashTokenSecret(secret));
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);

    await expect(
      resetPassword({ token: secret, next: "new-password-1", confirm: "other-password" }),
    ).rejects.toMatchObject({ fields: { confirm: "The two new passwords differ" } });
    await expect(
      resetPassword({ token: secret, next: "new-password-1", confirm: "new-password-1" }),
    ).resolves.toEqual({ email: user.email });
    for (const s of sessions) expect(await getSessionUser(s)).toBeNull();
    expect(await verifyCredentials({ email: user.email, password: "old-password-1" })).toBeNull();
    expect(await verifyCredentials({ email: user.email, password: "new-password-1" })).not.toBeNull();
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeInstanceOf(Date);
    expect(
      await db.auditEvent.count({ where: { targetId: user.id, action: "user.password_reset_requested" } }),
    ).toBe(1);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { targetId: user.id, action: "user.password_reset" },
      select: { detailJson: true },
    });
    expect(JSON.parse(audit.detailJson)).toEqual({ sessionsEnded: 2 });

    await expect(
      resetPassword({ token: secret, next: "third-password-1", confirm: "third-password-1" }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("expired or was already used") });
    expect(await verifyCredentials({ email: user.email, password: "new-password-1" })).not.toBeNull();
  });

  it("refuses an expired link, and a link replaced by a newer one", async () => {
    const user = await newUser();
    await askReset({ email: user.email });
    const first = await resetLink(user.email);
    // A second request within the minute sends nothing new (and says the same).
    await askReset({ email: user.email });
    expect(await resetLink(user.email)).toBe(first);
    await db.emailToken.updateMany({
      where: { userId: user.id, purpose: "reset_password" },
      data: { createdAt: new Date(Date.now() - 120_000) },
    });
    await askReset({ email: user.email });
    const second = await resetLink(user.email);
    expect(second).not.toBe(first);
    await expect(
      resetPassword({ token: first, next: "new-password-1", confirm: "new-password-1" }),
    ).rejects.toMatchObject({ status: 400 });
    await db.emailToken.updateMany({
      where: { tokenHash: hashTokenSecret(second) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    await expect(
      resetPassword({ token: second, next: "new-password-1", confirm: "new-password-1" }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await verifyCredentials({ email: user.email, password: "old-password-1" })).not.toBeNull();
  });
});
