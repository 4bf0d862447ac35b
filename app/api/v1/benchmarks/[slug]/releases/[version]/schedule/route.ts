import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { releaseScheduleDtoSchema } from "@/lib/schemas/dto/schedule";
import { cancelReleaseSchedule } from "@/lib/server/schedule/cancel-release-schedule";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), version: z.string().min(1).max(100) });

/** DELETE cancels a draft release's scheduled publication (maintainers of the benchmark, write scope). */
export const DELETE = guardRoute({ access: "maintainer", scope: "write" }, async ({ caller, params }) => {
  const { slug, version } = paramsSchema.parse(params);
  return respondDto(releaseScheduleDtoSchema, await cancelReleaseSchedule(caller, slug, version));
});
