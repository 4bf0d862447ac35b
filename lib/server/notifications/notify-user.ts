import "server-only";
import type { Db } from "@/lib/db";

type Tx = Pick<Db, "notification" | "outboxEmail">;

type UserMessage = {
  user: { id: string; email: string };
  /** One line shown in the app. */
  message: string;
  /** Where the in-app notification leads, e.g. "/benchmarks/x/access". */
  link?: string;
  subject: string;
  body: string;
};

/**
 * Tells a user something: an in-app notification and an email in the outbox, written with
 * the caller's transaction so they exist exactly when the change does. Returns the outbox
 * id; pass it to `deliverOutboxEmails` after the commit (never send mail inside a transaction).
 */
export async function notifyUser(tx: Tx, msg: UserMessage): Promise<string> {
  await tx.notification.create({
    data: { userId: msg.user.id, message: msg.message, link: msg.link ?? null },
  });
  const email = await tx.outboxEmail.create({
    data: { to: msg.user.email, subject: msg.subject, body: msg.body },
    select: { id: true },
  });
  return email.id;
}
