import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  createdAt: Date;
  maintains: string[];
  disabledAt: Date | null;
};

/** All users for the admin page, newest first. */
export async function listUsers(actor: { role: string }): Promise<UserRow[]> {
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
  return users.map((u) => ({ ...u, maintains: u.maintains.map((m) => m.benchmark.slug) }));
}
