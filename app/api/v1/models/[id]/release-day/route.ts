import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { modelIdSchema } from "@/lib/schemas/model";
import { releaseDayOptInListDtoSchema } from "@/lib/schemas/dto/release-day";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listReleaseDayOptIns } from "@/lib/server/evaluations/release-day/list-release-day-opt-ins";

const paramsSchema = z.object({ id: modelIdSchema });

/** The release-day opt-ins of one of my models, with this month's spending; 404 for a model not mine. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(releaseDayOptInListDtoSchema, { optIns: await listReleaseDayOptIns(caller, id) });
});
