import { z } from "zod";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from "@/lib/vocabulary";

/** One of my webhooks (GET /webhooks); the secret is never answered after creation. */
export const webhookDtoSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
});
export type WebhookDto = z.infer<typeof webhookDtoSchema>;

export const webhookListDtoSchema = z.object({ webhooks: z.array(webhookDtoSchema) });

/** POST /webhooks: the new webhook's id and its signing secret, shown this once only. */
export const webhookCreatedDtoSchema = z.object({ id: z.string(), secret: z.string() });

/** DELETE /webhooks/{id}. */
export const webhookDeletedDtoSchema = z.object({ deleted: z.literal(true) });

/**
 * One delivery of one event (docs/DOMAIN.md §11): `id` is its LiveCheck-Delivery header;
 * `attempts` made so far; `last*` describe the latest attempt (status null for a timeout or
 * network error; duration in milliseconds); `nextAttemptAt` is set while a retry waits.
 */
export const webhookDeliveryDtoSchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDtoSchema>;

/** GET /webhooks/{id}/deliveries: the 50 most recent, newest first. */
export const webhookDeliveryListDtoSchema = z.object({ deliveries: z.array(webhookDeliveryDtoSchema) });
