import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

/**
 * The user an email token was issued to, refused when the account's address is no longer
 * the one the link was sent to (`whatToDo` tells the user how to get a new link).
 */
export async function findTokenUser(
  tx: Tx,
  token: { userId: string; email: string },
  whatToDo: string,
): Promise<{ id: string; email: string; emailVerifiedAt: Date | null }> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: token.userId },
    select: { id: true, email: true, emailVerifiedAt: true },
  });
  if (user.email !== token.email)
    throw new AppError(
      "BAD_REQUEST",
      `This link was sent to an address the account no longer uses. ${whatToDo}`,
    );
  return user;
}
