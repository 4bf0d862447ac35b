import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { modelIdSchema } from "@/lib/schemas/model";
import { modelDtoSchema } from "@/lib/schemas/dto/model";
import { respondDto } from "@/lib/server/api/respond-dto";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { getModel } from "@/lib/server/models/get-model";
import { updateModel } from "@/lib/server/models/update-model";

const paramsSchema = z.object({ id: modelIdSchema });

/** Public once a submission of the model is public; before that, its owner and admins only (404 for others). */
export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(modelDtoSchema, await getModel(await getCurrentCallerOrNull(req), id));
});

/** Replaces every field of one of the caller's models (same body as POST /api/v1/models). */
export const PUT = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(modelDtoSchema, await updateModel(caller, id, await readJsonBody(req, 20_000)));
});
