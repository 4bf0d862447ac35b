import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { listUsers } from "@/lib/server/users/list-users";

export const GET = guardRoute({ access: "admin", scope: "admin" }, async ({ caller }) => {
  const users = await listUsers(caller);
  return NextResponse.json({ users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })) });
});
