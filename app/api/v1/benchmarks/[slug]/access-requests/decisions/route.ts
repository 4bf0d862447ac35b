import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { accessDecisionsDtoSchema } from "@/lib/schemas/dto/access";
import { respondDto } from "@/lib/server/api/respond-dto";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * POST {ids, decision: approve|reject|revoke, reason} decides up to 500 requests at once
 * (write scope, maintainers of this benchmark and admins). The same function as the queue
 * page: all or nothing, a reason required to reject, one audit event and one notification
 * per request. Answers {decided, skipped}; skipped requests were already in that state.
 */
export const POST = guardRoute({ access: "maintainer", scope: "write" }, async ({ req, caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  return respondDto(
    accessDecisionsDtoSchema,
    await decideAccessRequests(caller, slug, await readJsonBody(req, 200_000)),
  );
});
