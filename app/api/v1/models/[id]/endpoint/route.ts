import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { AppError } from "@/lib/errors/app-error";
import { modelIdSchema } from "@/lib/schemas/model";
import { modelEndpointDeletedDtoSchema, modelEndpointDtoSchema } from "@/lib/schemas/dto/model-endpoint";
import { respondDto } from "@/lib/server/api/respond-dto";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { getModelEndpoint } from "@/lib/server/model-endpoints/get-model-endpoint";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";

const paramsSchema = z.object({ id: modelIdSchema });

/** The endpoint of one of my models, without its key (`apiKeyHint` instead); 404 when none is set. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  const endpoint = await getModelEndpoint(caller, id);
  if (!endpoint) throw new AppError("NOT_FOUND", "This model has no endpoint");
  return respondDto(modelEndpointDtoSchema, endpoint);
});

/**
 * Sets the endpoint: every setting is replaced (left out: its default), except `apiKey`:
 * left out keeps the stored key, null removes it. 400 naming the outbound rule for an
 * address the server may not call.
 */
export const PUT = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(
    modelEndpointDtoSchema,
    await saveModelEndpoint(caller, id, await readJsonBody(req, 20_000)),
  );
});

export const DELETE = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  await deleteModelEndpoint(caller, id);
  return respondDto(modelEndpointDeletedDtoSchema, { deleted: true });
});
