import "server-only";
import { db } from "@/lib/db";

/** Whether an admin has disabled the account (it may not sign in by any provider). */
export async function isUserDisabled(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { disabledAt: true } });
  return user?.disabledAt != null;
}
