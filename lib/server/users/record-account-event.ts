import "server-only";
import type { Db } from "@/lib/db";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";

/** Records what a user did to their own account (actor and target alike), in the caller's transaction. */
export async function recordAccountEvent(
  tx: Pick<Db, "auditEvent">,
  userId: string,
  action: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await recordAuditEvent(tx, { actorId: userId, action, targetType: "user", targetId: userId, detail });
}
