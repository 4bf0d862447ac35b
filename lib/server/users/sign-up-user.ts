import "server-only";
import { isUniqueViolation } from "@/lib/errors/is-unique-violation";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";
import { signUpSchema } from "@/lib/schemas/auth";
import { recordAccountEvent } from "./record-account-event";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import { queueVerificationEmail } from "@/lib/server/users/send-email-verification";
import { parseInput } from "@/lib/errors/parse-input";

/**
 * Creates a researcher account and emails it a confirmation link. Returns the same shape whether or not the email was
 * already registered, so callers cannot tell the two apart; the password is hashed in
 * both cases so the timing matches too.
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
    if (isUniqueViolation(err)) return { accepted: true, createdUserId: null };
    throw err;
  }
}
