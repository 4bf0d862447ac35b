import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { discardDraftDtoSchema } from "@/lib/schemas/dto/bundle";
import { discardDraftRelease } from "@/lib/server/bundles/discard-draft-release";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), version: z.string().min(1).max(100) });

/** DELETE discards a draft release unpublished (maintainers of the benchmark, write scope). */
export const DELETE = guardRoute({ access: "maintainer", scope: "write" }, async ({ caller, params }) => {
  const { slug, version } = paramsSchema.parse(params);
  return respondDto(discardDraftDtoSchema, await discardDraftRelease(caller, slug, version));
});
