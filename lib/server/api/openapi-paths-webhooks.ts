import { createWebhookSchema } from "@/lib/schemas/webhook";
import {
  webhookCreatedDtoSchema,
  webhookDeletedDtoSchema,
  webhookDeliveryDtoSchema,
  webhookDeliveryListDtoSchema,
  webhookListDtoSchema,
} from "@/lib/schemas/dto/webhook";
import { ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/** The /api/v1 routes for my signed webhooks (docs/DOMAIN.md §11; the owner only, others get 404). */
export const WEBHOOK_PATHS: PathTable = {
  "/webhooks": {
    get: {
      operationId: "listWebhooks",
      summary: "My webhooks (read scope): URL, events, created; never the secret",
      auth: true,
      ok: ok("My webhooks", webhookListDtoSchema),
      errors: [401],
    },
    post: {
      operationId: "createWebhook",
      summary:
        'Create a webhook (write scope; at most 10): `url` and `events` (release.published, split.opened, split.retired, submission.scored, submission.failed, evaluation.finished, access.decided). Answers the id and the signing secret, shown this once. 400 naming unknown events, or the outbound rule the URL breaks (https outside ENDPOINT_ALLOWLIST, public addresses only). Each delivery is a signed JSON POST: LiveCheck-Event, LiveCheck-Delivery, LiveCheck-Signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Audited',
      auth: true,
      body: createWebhookSchema,
      ok: { status: 201, description: "The new webhook's id and secret", schema: webhookCreatedDtoSchema },
      errors: [400, 401, 409],
    },
  },
  "/webhooks/{id}": {
    delete: {
      operationId: "deleteWebhook",
      summary:
        "Delete one of my webhooks (write scope): no new deliveries, queued ones are not sent. Audited",
      auth: true,
      ok: ok("Deleted", webhookDeletedDtoSchema),
      errors: [401, 404],
    },
  },
  "/webhooks/{id}/deliveries": {
    get: {
      operationId: "listWebhookDeliveries",
      summary:
        "The 50 most recent deliveries of one of my webhooks, newest first (read scope): status, attempts, the last attempt's HTTP status, error and duration, the next retry",
      auth: true,
      ok: ok("Its deliveries", webhookDeliveryListDtoSchema),
      errors: [401, 404],
    },
  },
  "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    post: {
      operationId: "redeliverWebhookDelivery",
      summary:
        "Send a delivery again (write scope): one new attempt now, same LiveCheck-Delivery id and body, new signature time, not retried. 409 while the delivery is still queued. Audited",
      auth: true,
      ok: { status: 202, description: "The delivery, queued", schema: webhookDeliveryDtoSchema },
      errors: [401, 404, 409],
    },
  },
};
