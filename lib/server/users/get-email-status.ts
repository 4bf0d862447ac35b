import "server-only";
import { db } from "@/lib/db";

type EmailStatus = { email: string; verifiedAt: Date | null; hasPassword: boolean };

/** The caller's address, whether it is confirmed, and whether the account has a password (OAuth-only accounts have none). */
export async function getEmailStatus(actor: { id: string }): Promise<EmailStatus> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { email: true, emailVerifiedAt: true, passwordHash: true },
  });
  return { email: user.email, verifiedAt: user.emailVerifiedAt, hasPassword: user.passwordHash !== null };
}
