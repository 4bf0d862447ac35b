import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { splitNameSchema } from "@/lib/schemas/bundle-common";
import { splitSettingsDtoSchema } from "@/lib/schemas/dto/schedule";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { updateSplit } from "@/lib/server/splits/update-split";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), split: splitNameSchema });

/** PATCH changes a split's settings (maintainers of the benchmark, write scope): `sealed`, `retireAt`. */
export const PATCH = guardRoute({ access: "maintainer", scope: "write" }, async ({ req, caller, params }) => {
  const { slug, split } = paramsSchema.parse(params);
  const body = await readJsonBody(req, 2000);
  return respondDto(splitSettingsDtoSchema, await updateSplit(caller, slug, split, body));
});
