import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTime } from "@/lib/format";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { WebhookDeliveryDto } from "@/lib/schemas/dto/webhook";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { DELIVER_WEBHOOK, DELIVER_WEBHOOK_MAX_RUNS } from "./deliver-webhook-job";
import { DELIVERY_SELECT, findOwnWebhook, toDeliveryDto } from "./webhook-rows";

/**
 * Sends a settled delivery of one of the actor's webhooks again, by hand: one new attempt,
 * due now, with the same delivery id and body and a new signature time; not retried
 * (docs/DOMAIN.md §11). 404 for anyone else's webhook or an unknown delivery, 409 while the
 * delivery is still queued. Audited ("webhook.redeliver").
 */
export async function redeliverWebhook(
  actor: { id: string },
  webhookId: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDeliveryDto> {
  const row = await db.$transaction(async (tx) => {
    await findOwnWebhook(tx, actor, webhookId);
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: deliveryId, webhookId, status: { in: ["succeeded", "failed"] } },
      data: { status: "queued", nextAttemptAt: now },
    });
    if (count === 0) {
      const current = await tx.webhookDelivery.findFirst({
        where: { id: deliveryId, webhookId },
        select: { nextAttemptAt: true },
      });
      if (!current) throw new AppError("NOT_FOUND", "No such delivery");
      const when = current.nextAttemptAt
        ? `: its next attempt is due ${formatDateTime(current.nextAttemptAt)}`
        : "";
      throw new AppError("CONFLICT", `This delivery is queued already${when}`);
    }
    await enqueueJob(
      DELIVER_WEBHOOK,
      { deliveryId, retry: false },
      { tx, runAt: now, maxAttempts: DELIVER_WEBHOOK_MAX_RUNS },
    );
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "webhook.redeliver",
      targetType: "webhook",
      targetId: webhookId,
      detail: { deliveryId },
    });
    return tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, select: DELIVERY_SELECT });
  });
  return toDeliveryDto(row);
}
