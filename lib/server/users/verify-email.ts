import "server-only";
import { db } from "@/lib/db";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
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
    await recordAuditEvent(tx, {
      actorId: user.id,
      action: "user.verify_email",
      targetType: "user",
      targetId: user.id,
      detail: { email: user.email },
    });
    return { email: user.email };
  });
}
