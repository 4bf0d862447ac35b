import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendSmtpMail } from "@/lib/server/notifications/send-smtp-mail";

/**
 * Sends the given outbox emails when SMTP_URL is configured, marking each `sentAt` or
 * recording its error. Without SMTP_URL they stay in the outbox (sentAt null) for admins
 * to read. Never throws: a mail failure must not undo the decision it reports.
 */
export async function deliverOutboxEmails(ids: readonly string[]): Promise<void> {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl || ids.length === 0) return;
  const emails = await db.outboxEmail.findMany({
    where: { id: { in: [...ids] }, sentAt: null },
    select: { id: true, to: true, subject: true, body: true },
  });
  for (const email of emails) {
    try {
      await sendSmtpMail(smtpUrl, email);
      await db.outboxEmail.update({ where: { id: email.id }, data: { sentAt: new Date(), error: null } });
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 500) : "unknown error";
      await db.outboxEmail.update({ where: { id: email.id }, data: { error } }).catch(() => undefined);
    }
  }
}
