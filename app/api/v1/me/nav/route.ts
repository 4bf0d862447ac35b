import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { navUserDtoSchema } from "@/lib/schemas/dto/account";
import { getCurrentUser } from "@/lib/auth/current-user";
import { countUnreadNotifications } from "@/lib/server/notifications/count-unread-notifications";

/**
 * What the header shows of the signed-in visitor (name, role, unread notifications), or
 * `user: null`. Pages shared with signed-out visitors (lib/page-cache/shared-render.ts) fill in
 * their header from it in the browser. Sessions only: a token caller has no header.
 */
export const GET = guardRoute({ access: "public" }, async () => {
  const user = await getCurrentUser();
  const body = user
    ? { user: { name: user.name, role: user.role, unread: await countUnreadNotifications(user) } }
    : { user: null };
  return respondDto(navUserDtoSchema, body, { headers: { "cache-control": "private, no-store" } });
});
