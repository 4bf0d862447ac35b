import "server-only";
import { db } from "@/lib/db";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { findOwnWebhook } from "./webhook-rows";

/**
 * Deletes one of the actor's webhooks (404 for anyone else's): it disappears from every
 * list, gets no new deliveries, and its queued ones end failed without being sent (the
 * delivery job reads `disabledAt`). Audited ("webhook.delete").
 */
export async function deleteWebhook(
  actor: { id: string },
  webhookId: string,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await findOwnWebhook(tx, actor, webhookId);
    await tx.webhook.update({ where: { id: row.id }, data: { disabledAt: now }, select: { id: true } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "webhook.delete",
      targetType: "webhook",
      targetId: row.id,
      detail: { url: row.url },
    });
  });
}
