import { guardRoute } from "@/lib/auth/guard-route";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { promptVersionDtoSchema, promptVersionsDtoSchema } from "@/lib/schemas/dto/evaluation";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { addPromptVersion } from "@/lib/server/prompts/add-prompt-version";
import { listPromptVersions } from "@/lib/server/prompts/list-prompt-versions";

/** The benchmark's official prompts, every version (public, as the benchmark is). */
export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const viewer = await getCurrentCallerOrNull(req);
  return respondDto(promptVersionsDtoSchema, await listPromptVersions(viewer, String(params.slug)));
});

/** A maintainer adds the next prompt version (all three templates): 201. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) =>
  respondDto(
    promptVersionDtoSchema,
    await addPromptVersion(caller, String(params.slug), await readJsonBody(req, 100_000)),
    { status: 201 },
  ),
);
