import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { accessStatusDtoSchema } from "@/lib/schemas/dto/access";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { toAccessStatusDto } from "@/lib/server/access/to-access-status-dto";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** GET the caller's own access status for a benchmark. There is no way to ask about anyone else. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  return respondDto(accessStatusDtoSchema, toAccessStatusDto(await getAccessStatus(caller, slug)));
});
