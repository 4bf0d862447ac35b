import "server-only";
import { db } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/security/password";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { fieldErrorsOf } from "@/lib/errors/field-errors-of";
import { AppError } from "@/lib/errors/app-error";
import { recordAccountEvent } from "./record-account-event";

/** Changes the caller's password and ends every one of their sessions, this one included. */
export async function changePassword(actor: { id: string }, input: unknown): Promise<void> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", fieldErrorsOf(parsed.error));
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user) throw new AppError("UNAUTHORIZED", "Sign in again");
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, parsed.data.current))) {
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", {
      current: "The current password is wrong",
    });
  }
  const passwordHash = await hashPassword(parsed.data.next);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: actor.id } });
    await recordAccountEvent(tx, actor.id, "user.change_password");
  });
}
