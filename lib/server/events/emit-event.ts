import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { hasSmtp } from "@/lib/server/notifications/has-smtp";
import { notifyUser } from "@/lib/server/notifications/notify-user";
import { queueWebhookDeliveries } from "@/lib/server/webhooks/queue-webhook-deliveries";
import { splitEvent } from "./build-events";
import { describeEvent } from "./describe-event";
import { DELIVER_EMAILS_JOB, type DeliverEmailsPayload } from "./deliver-emails-job";
import type { LiveCheckEvent } from "./event-types";
import { listEventRecipients } from "./list-event-recipients";

/**
 * Tells everyone an event concerns (listEventRecipients): an in-app notification each, an
 * email in the outbox for those emailed, and a delivery to each of their webhooks subscribed
 * to the event's type (DOMAIN §11), all in the caller's transaction, so a change that
 * rolls back tells no one. The emails go out after the commit, by a `deliver-emails` job
 * queued in the same transaction (only when SMTP_URL is set; else they wait in the outbox).
 * Returns the outbox ids written.
 */
export async function emitEvent(tx: Tx, event: LiveCheckEvent): Promise<string[]> {
  const recipients = await listEventRecipients(tx, event);
  const text = describeEvent(event);
  const emailIds: string[] = [];
  for (const user of recipients) {
    if (user.emailed) emailIds.push(await notifyUser(tx, { user, ...text }));
    else await tx.notification.create({ data: { userId: user.id, message: text.message, link: text.link } });
    await queueWebhookDeliveries(tx, user.id, event);
  }
  if (emailIds.length > 0 && hasSmtp())
    await enqueueJob(DELIVER_EMAILS_JOB, { ids: emailIds } satisfies DeliverEmailsPayload, { tx });
  return emailIds;
}

/**
 * `split.opened` for a split that has just become open for submissions (its release
 * published and its embargo over), told to the benchmark's followers in the caller's
 * transaction. For the job that notices embargo ends and publications.
 */
export async function emitSplitOpened(tx: Tx, splitId: string, openedAt: Date): Promise<string[]> {
  return emitEvent(tx, await splitEvent(tx, "split.opened", splitId, openedAt));
}
