import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { importSummaryDtoSchema } from "@/lib/schemas/dto/bundle";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), version: z.string().min(1).max(100) });

/** POST publishes a draft release (maintainers of the benchmark, write scope); answers what changed. */
export const POST = guardRoute({ access: "maintainer", scope: "write" }, async ({ caller, params }) => {
  const { slug, version } = paramsSchema.parse(params);
  return respondDto(importSummaryDtoSchema, await publishDraftRelease(caller, slug, version));
});
