import { guardRoute } from "@/lib/auth/guard-route";
import { changeUserRole } from "@/lib/server/users/change-user-role";
import { userRoleDtoSchema } from "@/lib/schemas/dto/account";
import { respondDto } from "@/lib/server/api/respond-dto";
import { readJsonBody } from "@/lib/server/api/read-json-body";

/** PATCH {"role": "maintainer"} changes a user's role. */
export const PATCH = guardRoute({ access: "admin", scope: "admin" }, async ({ req, caller, params }) => {
  const id = typeof params.id === "string" ? params.id : "";
  const updated = await changeUserRole(caller, id, await readJsonBody(req, 10_000));
  return respondDto(userRoleDtoSchema, updated);
});
