import "server-only";
import type { Db } from "@/lib/db";

type Tx = Pick<Db, "auditEvent">;

/** Records who did what. Pass the transaction client so the event commits with the change. */
export async function recordAuditEvent(
  tx: Tx,
  event: {
    actorId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      actorId: event.actorId,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      detailJson: JSON.stringify(event.detail ?? {}),
    },
  });
}
