import "server-only";
import { db } from "@/lib/db";

/** How many of the actor's notifications are unread (for the navigation badge on every page). */
export function countUnreadNotifications(actor: { id: string }): Promise<number> {
  return db.notification.count({ where: { userId: actor.id, readAt: null } });
}
