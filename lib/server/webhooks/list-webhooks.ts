import "server-only";
import { db } from "@/lib/db";
import type { WebhookDeliveryDto, WebhookDto } from "@/lib/schemas/dto/webhook";
import { DELIVERY_SELECT, WEBHOOK_SELECT, findOwnWebhook, toDeliveryDto, toWebhookDto } from "./webhook-rows";

/** How many deliveries a list shows, newest first. */
const RECENT_DELIVERIES = 50;

/** The actor's webhooks, oldest first (never their secrets). */
export async function listWebhooks(actor: { id: string }): Promise<WebhookDto[]> {
  const rows = await db.webhook.findMany({
    where: { userId: actor.id, disabledAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: WEBHOOK_SELECT,
  });
  return rows.map(toWebhookDto);
}

/** The recent deliveries of one of the actor's webhooks, newest first; 404 for anyone else's. */
export async function listWebhookDeliveries(
  actor: { id: string },
  webhookId: string,
): Promise<WebhookDeliveryDto[]> {
  await findOwnWebhook(db, actor, webhookId);
  const rows = await db.webhookDelivery.findMany({
    where: { webhookId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_DELIVERIES,
    select: DELIVERY_SELECT,
  });
  return rows.map(toDeliveryDto);
}
