import "server-only";
import { db } from "@/lib/db";
import { recordAccountEvent } from "./record-account-event";
import { findTokenUser } from "@/lib/server/email-tokens/find-token-user";
import { consumeEmailToken } from "@/lib/server/email-tokens/consume-email-token";

/**
 * Confirms the address a link was sent to. Anyone holding the link may use it (it proves
 * the mailbox, not the browser), once, before it expires, and only while the account still
 * has that address.
 */
export async function verifyEmail(secret: string): Promise<{ email: string }> {
  return db.$transaction(async (tx) => {
    const token = await consumeEmailToken(tx, secret, "verify_email");
    const user = await findTokenUser(tx, token, "Sign in and ask for a new one.");
    if (!user.emailVerifiedAt)
      await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await recordAccountEvent(tx, user.id, "user.verify_email", { email: user.email });
    return { email: user.email };
  });
}
