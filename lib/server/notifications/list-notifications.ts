import "server-only";
import { db } from "@/lib/db";
import { countUnreadNotifications } from "./count-unread-notifications";

type NotificationRow = {
  id: string;
  message: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/** The actor's own latest notifications, newest first, and how many are unread. */
export async function listNotifications(
  actor: { id: string },
  limit = 100,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId: actor.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: { id: true, message: true, link: true, readAt: true, createdAt: true },
    }),
    countUnreadNotifications(actor),
  ]);
  return { rows, unread };
}
