import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { changeRoleSchema } from "@/lib/schemas/auth";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor, Role } from "@/lib/vocabulary";

/** An admin sets another user's role; the change and its audit event commit together. */
export async function changeUserRole(
  actor: Actor,
  userId: string,
  input: unknown,
): Promise<{ id: string; role: Role }> {
  assertRole(actor, "admin");
  const change = parseInput(changeRoleSchema, input, "Choose a valid role");
  if (userId === actor.id && change.role !== "admin") {
    throw new AppError("BAD_REQUEST", "You cannot remove your own admin role; ask another admin");
  }
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
    if (!user) throw new AppError("NOT_FOUND", `No user with id ${userId}`);
    const changed = { id: user.id, role: change.role };
    if (user.role === changed.role) return changed;
    await tx.user.update({ where: { id: userId }, data: { role: changed.role } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "user.change_role",
      targetType: "user",
      targetId: userId,
      detail: { from: user.role, to: change.role },
    });
    return changed;
  });
}
