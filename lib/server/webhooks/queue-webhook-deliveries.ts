// The entry point for events: one delivery and one job per subscribed webhook.
import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/vocabulary";
import { DELIVER_WEBHOOK, DELIVER_WEBHOOK_MAX_RUNS } from "./deliver-webhook-job";
import { webhookEventsOf } from "./webhook-rows";

/** An event for one user: its type and whatever the user may see of it (the body as sent). */
export type WebhookEventBody = { type: string } & Record<string, unknown>;

const known: readonly string[] = WEBHOOK_EVENTS;

/**
 * Queues `event` for each of `userId`'s webhooks subscribed to `event.type`, inside the
 * caller's transaction `tx` (the change the event reports and its deliveries commit
 * together). The body is `event` as given, serialised once (docs/DOMAIN.md §11): the
 * caller passes only what the user may see. Returns the new deliveries' ids. Throws for a
 * type that is not one of WEBHOOK_EVENTS (a caller's bug, not user input).
 */
export async function queueWebhookDeliveries(
  tx: Tx,
  userId: string,
  event: WebhookEventBody,
  now = new Date(),
): Promise<string[]> {
  if (!known.includes(event.type))
    throw new Error(`queueWebhookDeliveries: unknown event type ${JSON.stringify(event.type)}`);
  const type = event.type as WebhookEvent;
  const payloadJson = JSON.stringify(event);
  const hooks = await tx.webhook.findMany({
    where: { userId, disabledAt: null },
    select: { id: true, eventsJson: true },
    orderBy: { id: "asc" },
  });
  const ids: string[] = [];
  for (const hook of hooks.filter((h) => webhookEventsOf(h).includes(type))) {
    const delivery = await tx.webhookDelivery.create({
      data: { webhookId: hook.id, event: type, payloadJson, createdAt: now, nextAttemptAt: now },
      select: { id: true },
    });
    await enqueueJob(
      DELIVER_WEBHOOK,
      { deliveryId: delivery.id, retry: true },
      { tx, runAt: now, maxAttempts: DELIVER_WEBHOOK_MAX_RUNS },
    );
    ids.push(delivery.id);
  }
  return ids;
}
