// Reading a user's webhooks and deliveries: the owner check and the rows' answer shapes.
import "server-only";
import { z } from "zod";
import type { Db, Tx } from "@/lib/db";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { AppError } from "@/lib/errors/app-error";
import type { WebhookDeliveryDto, WebhookDto } from "@/lib/schemas/dto/webhook";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/vocabulary";

export const WEBHOOK_SELECT = { id: true, url: true, eventsJson: true, createdAt: true } as const;

export const DELIVERY_SELECT = {
  id: true,
  event: true,
  status: true,
  attempts: true,
  lastStatusCode: true,
  lastError: true,
  lastDurationMs: true,
  createdAt: true,
  nextAttemptAt: true,
  deliveredAt: true,
} as const;

const eventsSchema = z.array(z.enum(WEBHOOK_EVENTS));

/** The events a stored webhook is subscribed to. */
export function webhookEventsOf(row: { id: string; eventsJson: string }): WebhookEvent[] {
  return decodeJsonColumn(eventsSchema, row.eventsJson, {
    table: "Webhook",
    id: row.id,
    column: "eventsJson",
  });
}

export function toWebhookDto(row: {
  id: string;
  url: string;
  eventsJson: string;
  createdAt: Date;
}): WebhookDto {
  return { id: row.id, url: row.url, events: webhookEventsOf(row), createdAt: row.createdAt.toISOString() };
}

type DeliveryRow = {
  id: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
};

export function toDeliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  const ref = (column: string) => ({ table: "WebhookDelivery", id: row.id, column });
  return {
    ...row,
    event: decodeEnumColumn(WEBHOOK_EVENTS, row.event, ref("event")),
    status: decodeEnumColumn(WEBHOOK_DELIVERY_STATUSES, row.status, ref("status")),
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The actor's (not deleted) webhook `id`; 404 for anyone else's, a deleted or an unknown one. */
export async function findOwnWebhook(client: Db | Tx, actor: { id: string }, id: string) {
  const row = await client.webhook.findFirst({
    where: { id, userId: actor.id, disabledAt: null },
    select: WEBHOOK_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND", "No such webhook");
  return row;
}
