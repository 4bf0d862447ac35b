import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

const inputSchema = z.union([z.literal("all"), z.array(z.string().min(1).max(60)).min(1).max(500)]);

/** Marks the actor's notifications read: the given ids, or "all". Other users' ids match nothing. */
export async function markNotificationsRead(
  actor: { id: string },
  input: unknown,
): Promise<{ count: number }> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", "Choose notifications to mark as read");
  const where =
    parsed.data === "all"
      ? { userId: actor.id, readAt: null }
      : { userId: actor.id, readAt: null, id: { in: parsed.data } };
  const { count } = await db.notification.updateMany({ where, data: { readAt: new Date() } });
  return { count };
}
