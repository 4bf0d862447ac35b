import "server-only";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTime } from "@/lib/format";
import { recordAccountEvent } from "./record-account-event";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import { checkEmailRate } from "@/lib/server/email-tokens/check-email-rate";
import { issueEmailToken } from "@/lib/server/email-tokens/issue-email-token";

type VerificationOutcome = { sentTo: string } | { alreadyVerified: true };

/**
 * Writes a confirmation link for the user's address into the outbox, inside `tx` (sign-up
 * uses this so the account and its first link commit together). Returns the outbox id to
 * deliver after the commit.
 */
export async function queueVerificationEmail(tx: Tx, user: { id: string; email: string }): Promise<string> {
  const secret = await issueEmailToken(tx, { userId: user.id, email: user.email, purpose: "verify_email" });
  const link = `${env.NEXTAUTH_URL ?? ""}/verify-email?token=${secret}`;
  const email = await tx.outboxEmail.create({
    data: {
      to: user.email,
      subject: "[LiveCheck] Confirm your email address",
      body:
        `Someone (we hope you) signed up to LiveCheck with ${user.email}.\n\n` +
        `Open this link to confirm the address; it works once, for 48 hours:\n${link}\n\n` +
        "Submitting to hidden test splits needs a confirmed address. If this was not you, ignore this email.\n",
    },
    select: { id: true },
  });
  await recordAccountEvent(tx, user.id, "user.email_verification_sent", { email: user.email });
  return email.id;
}

/** Sends (or re-sends) the signed-in user a confirmation link; the older links stop working. */
export async function sendEmailVerification(actor: { id: string }): Promise<VerificationOutcome> {
  const result = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: actor.id },
      select: { id: true, email: true, emailVerifiedAt: true },
    });
    if (!user) throw new AppError("UNAUTHORIZED", "Sign in again");
    if (user.emailVerifiedAt) return { alreadyVerified: true as const };
    const rate = await checkEmailRate(tx, user.id, "verify_email");
    if (!rate.ok) {
      throw new AppError(
        "RATE_LIMITED",
        `We sent a link to ${user.email} a moment ago: check your inbox (and spam folder), or ask again after ${formatDateTime(rate.retryAt)}`,
        undefined,
        { resetAt: rate.retryAt.toISOString() },
      );
    }
    return { sentTo: user.email, outboxId: await queueVerificationEmail(tx, user) };
  });
  if ("alreadyVerified" in result) return result;
  await deliverOutboxEmails([result.outboxId]);
  return { sentTo: result.sentTo };
}
