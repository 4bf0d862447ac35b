import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { listUsers } from "@/lib/server/users/list-users";
import { UserTable } from "@/components/admin/user-table";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const admin = await guardPage("admin");
  const users = await listUsers(admin);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Users</h1>
      <p className="text-sm text-gray-700">
        Every role change and every disabling is recorded as an audit event. A disabled user cannot sign in
        and their tokens stop working.{" "}
        <TextLink href="/admin/benchmarks">Benchmarks and maintainers</TextLink> ·{" "}
        <TextLink href="/admin/audit">Audit log</TextLink> ·{" "}
        <TextLink href="/admin/outbox">Email outbox</TextLink> · <TextLink href="/admin/jobs">Jobs</TextLink>
      </p>
      <UserTable
        selfId={admin.id}
        users={users.map((u) => ({
          ...u,
          createdAt: u.createdAt.toISOString(),
          disabledAt: u.disabledAt?.toISOString() ?? null,
        }))}
      />
    </div>
  );
}
