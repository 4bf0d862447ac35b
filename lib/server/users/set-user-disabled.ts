import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

/**
 * An admin disables an account (it cannot sign in, its sessions end now and its tokens stop
 * working) or enables it again. Nothing of the user's is deleted; tokens work again after
 * re-enabling unless revoked. The change, the ended sessions and the audit event commit together.
 */
export async function setUserDisabled(
  actor: Actor,
  userId: string,
  disabled: boolean,
): Promise<{ id: string; disabledAt: Date | null }> {
  assertRole(actor, "admin");
  if (userId === actor.id && disabled)
    throw new AppError("BAD_REQUEST", "You cannot disable your own account; ask another admin");
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, disabledAt: true } });
    if (!user) throw new AppError("NOT_FOUND", `No user with id ${userId}`);
    if ((user.disabledAt !== null) === disabled) return user;
    const updated = await tx.user.update({
      where: { id: userId },
      data: { disabledAt: disabled ? new Date() : null },
      select: { id: true, disabledAt: true },
    });
    const ended = disabled ? (await tx.session.deleteMany({ where: { userId } })).count : 0;
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: disabled ? "user.disable" : "user.enable",
      targetType: "user",
      targetId: userId,
      detail: disabled ? { sessionsEnded: ended } : {},
    });
    return updated;
  });
}
