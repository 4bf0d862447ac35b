import "server-only";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";
import { resetPasswordSchema } from "@/lib/schemas/auth";
import { recordAccountEvent } from "./record-account-event";
import { findTokenUser } from "@/lib/server/email-tokens/find-token-user";
import { consumeEmailToken } from "@/lib/server/email-tokens/consume-email-token";
import { parseInput } from "@/lib/errors/app-error";

/**
 * Sets a new password from an emailed reset link: once, within the hour, while the account
 * still has the address it was sent to. Every session of the account ends (whoever else may
 * be signed in is out), and the address counts as confirmed: the link proved the mailbox.
 */
export async function resetPassword(input: unknown): Promise<{ email: string }> {
  const form = parseInput(resetPasswordSchema, input, "Check the highlighted fields");
  const passwordHash = await hashPassword(form.next);
  return db.$transaction(async (tx) => {
    const token = await consumeEmailToken(tx, form.token, "reset_password");
    const user = await findTokenUser(tx, token, "Ask for a new one.");
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
    });
    const ended = await tx.session.deleteMany({ where: { userId: user.id } });
    await recordAccountEvent(tx, user.id, "user.password_reset", { sessionsEnded: ended.count });
    return { email: user.email };
  });
}
