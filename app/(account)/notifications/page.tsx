import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { NotificationList } from "@/components/notifications/notification-list";

export const metadata: Metadata = { title: "Notifications" };
export const dynamic = "force-dynamic";

export default async function NotificationsPage() {
  const user = await guardPage("user");
  const { rows, unread } = await listNotifications(user);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Notifications</h1>
      <p className="text-sm text-gray-700">{unread} unread</p>
      <NotificationList
        items={rows.map((n) => ({
          id: n.id,
          message: n.message,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        }))}
      />
    </div>
  );
}
