import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { readOptionalJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { importSummaryDtoSchema } from "@/lib/schemas/dto/bundle";
import { releaseScheduleDtoSchema } from "@/lib/schemas/dto/schedule";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { scheduleReleasePublication } from "@/lib/server/schedule/schedule-release-publication";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), version: z.string().min(1).max(100) });

/**
 * POST publishes a draft release now (maintainers of the benchmark, write scope) and answers
 * what changed; with `{"at": "<ISO time>"}` it schedules the publication instead.
 */
export const POST = guardRoute({ access: "maintainer", scope: "write" }, async ({ req, caller, params }) => {
  const { slug, version } = paramsSchema.parse(params);
  const body = await readOptionalJsonBody(req, 2000);
  if (body === undefined)
    return respondDto(importSummaryDtoSchema, await publishDraftRelease(caller, slug, version));
  return respondDto(releaseScheduleDtoSchema, await scheduleReleasePublication(caller, slug, version, body));
});
