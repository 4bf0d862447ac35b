import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";

/** Revokes one of the caller's own tokens. Another user's token id is reported as not found. */
export async function revokeToken(actor: { id: string }, tokenId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const result = await tx.apiToken.updateMany({
      where: { id: tokenId, userId: actor.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (result.count === 0) throw new AppError("NOT_FOUND", "No active token with that id");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "token.revoke",
      targetType: "api_token",
      targetId: tokenId,
    });
  });
}
