import { guardRoute } from "@/lib/auth/guard-route";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { splitSettingsDtoSchema } from "@/lib/schemas/dto/benchmark";
import { updateSplit } from "@/lib/server/disclosure/update-split";

/** PATCH a split's settings (maintainers, write scope): `{ "sealed": true|false }`. */
export const PATCH = guardRoute({ access: "maintainer", scope: "write" }, async ({ req, caller, params }) => {
  const body = await readJsonBody(req, 10_000);
  return respondDto(
    splitSettingsDtoSchema,
    await updateSplit(caller, String(params.slug), String(params.split), body),
  );
});
