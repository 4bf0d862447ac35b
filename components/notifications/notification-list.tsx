"use client";
import { useActionState } from "react";
import { markNotificationsReadAction } from "@/lib/actions/notifications";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { TextAnchor } from "@/components/ui/text-link";

type NotificationItem = {
  id: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

/** The user's notifications, unread in bold, with "mark all read". */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  const [state, action, pending] = useActionState(markNotificationsReadAction, {});
  if (items.length === 0)
    return (
      <p className="text-sm text-gray-700">
        Nothing yet. Decisions on your access requests, your scored submissions and evaluations, and news of
        the benchmarks you follow appear here.
      </p>
    );
  return (
    <div className="space-y-3">
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <ul className="divide-y rounded border border-gray-200 bg-white">
        {items.map((n) => (
          <li
            key={n.id}
            className={`p-3 text-sm ${n.read ? "" : "font-semibold"}`}
            data-testid="notification"
            data-read={n.read}
          >
            <p>{n.link ? <TextAnchor href={n.link}>{n.message}</TextAnchor> : n.message}</p>
            <p className="text-xs font-normal text-gray-600">{formatDateTime(n.createdAt)}</p>
          </li>
        ))}
      </ul>
      {items.some((n) => !n.read) && (
        <form action={action}>
          <Button type="submit" variant="secondary" disabled={pending}>
            Mark all as read
          </Button>
        </form>
      )}
    </div>
  );
}
