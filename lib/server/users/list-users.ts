import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { decodeEnumColumn } from "@/lib/db-columns";
import { ROLES, type Actor, type Role } from "@/lib/vocabulary";

type UserRow = {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  maintains: string[];
  disabledAt: Date | null;
};

/** All users for the admin page, newest first. */
export async function listUsers(actor: Pick<Actor, "role">): Promise<UserRow[]> {
  assertRole(actor, "admin");
  const users = await db.user.findMany({
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      createdAt: true,
      disabledAt: true,
      maintains: { select: { benchmark: { select: { slug: true } } } },
    },
  });
  return users.map((u) => ({
    ...u,
    role: decodeEnumColumn(ROLES, u.role, { table: "User", id: u.id, column: "role" }),
    maintains: u.maintains.map((m) => m.benchmark.slug),
  }));
}
