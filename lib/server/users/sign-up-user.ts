import "server-only";
import { isUniqueViolation, parseInput } from "@/lib/errors/app-error";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { hashPassword } from "@/lib/security/password";
import { signUpSchema } from "@/lib/schemas/auth";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { recordAccountEvent } from "./record-account-event";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import { queueVerificationEmail } from "@/lib/server/users/send-email-verification";

export const SIGN_UP_ATTEMPT_SUBJECT = "[LiveCheck] Someone tried to sign up with your address";
/** At most one such note an hour per address, so repeated sign-ups cannot flood its owner's inbox. */
const ATTEMPT_NOTE_GAP_MS = 3_600_000;

/**
 * Creates a researcher account and emails it a confirmation link; for an address that
 * already has an account, creates nothing and emails its owner a note instead (OWASP
 * Authentication Cheat Sheet, account creation). Either way the caller sees the same
 * answer and one email goes to the address, so sign-up does not tell who is registered; the
 * password is hashed in both cases so the timing matches too. `createdUserId` is for
 * server code (tests, seeds), never shown to the visitor.
 */
export async function signUpUser(input: unknown): Promise<{ accepted: true; createdUserId: string | null }> {
  const { email, name, password } = parseInput(signUpSchema, input, "Check the highlighted fields");
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { email, name, passwordHash, role: "researcher" },
        select: { id: true },
      });
      await recordAccountEvent(tx, created.id, "user.sign_up");
      return { ...created, outboxId: await queueVerificationEmail(tx, { id: created.id, email }) };
    });
    await deliverOutboxEmails([user.outboxId]);
    return { accepted: true, createdUserId: user.id };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const outboxId = await db.$transaction((tx) => queueSignUpAttemptNote(tx, email));
    if (outboxId) await deliverOutboxEmails([outboxId]);
    return { accepted: true, createdUserId: null };
  }
}

/** Tells the owner of `email` that someone tried to register it; null when a note went out within the hour. */
async function queueSignUpAttemptNote(tx: Tx, email: string, now = new Date()): Promise<string | null> {
  const owner = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (!owner) return null;
  const recent = await tx.outboxEmail.count({
    where: {
      to: email,
      subject: SIGN_UP_ATTEMPT_SUBJECT,
      createdAt: { gt: new Date(now.getTime() - ATTEMPT_NOTE_GAP_MS) },
    },
  });
  if (recent > 0) return null;
  const base = env.NEXTAUTH_URL ?? "";
  const mail = await tx.outboxEmail.create({
    data: {
      to: email,
      subject: SIGN_UP_ATTEMPT_SUBJECT,
      body:
        `Someone (perhaps you) tried to create a LiveCheck account with ${email}, which already has one. Nothing was changed.\n\n` +
        `If it was you, sign in: ${base}/signin\nForgotten your password? Choose a new one: ${base}/forgot-password\n\n` +
        "If it was not you, ignore this email: nobody can sign in without your password.\n",
    },
    select: { id: true },
  });
  await recordAuditEvent(tx, {
    actorId: null,
    action: "user.sign_up_existing",
    targetType: "user",
    targetId: owner.id,
  });
  return mail.id;
}
