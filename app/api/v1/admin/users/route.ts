import { guardRoute } from "@/lib/auth/guard-route";
import { userListDtoSchema } from "@/lib/schemas/dto/account";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listUsers } from "@/lib/server/users/list-users";

export const GET = guardRoute({ access: "admin", scope: "admin" }, async ({ caller }) => {
  const users = await listUsers(caller);
  return respondDto(userListDtoSchema, {
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  });
});
