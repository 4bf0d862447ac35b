import "server-only";
import { db } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/security/password";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { recordAccountEvent } from "./record-account-event";

/** Changes the caller's password and ends every one of their sessions, this one included. */
export async function changePassword(actor: { id: string }, input: unknown): Promise<void> {
  const passwords = parseInput(changePasswordSchema, input, "Check the highlighted fields");
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user) throw new AppError("UNAUTHORIZED", "Sign in again");
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, passwords.current))) {
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", {
      current: "The current password is wrong",
    });
  }
  const passwordHash = await hashPassword(passwords.next);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: actor.id } });
    await recordAccountEvent(tx, actor.id, "user.change_password");
  });
}
