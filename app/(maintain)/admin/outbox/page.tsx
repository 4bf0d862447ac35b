import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { hasSmtp } from "@/lib/server/notifications/has-smtp";
import { listOutbox } from "@/lib/server/notifications/list-outbox";
import { OutboxTable } from "@/components/notifications/outbox-table";

export const metadata: Metadata = { title: "Email outbox" };
export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  const admin = await guardPage("admin");
  const emails = await listOutbox(admin);
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">Email outbox</h1>
      <p className="text-sm text-gray-700">
        {hasSmtp()
          ? "SMTP is configured: emails are sent when created; failures show their error here."
          : "SMTP_URL is not set: emails are not sent, they stay here for you to read."}
      </p>
      <OutboxTable
        items={emails.map((e) => ({
          ...e,
          sentAt: e.sentAt?.toISOString() ?? null,
          createdAt: e.createdAt.toISOString(),
        }))}
      />
    </div>
  );
}
