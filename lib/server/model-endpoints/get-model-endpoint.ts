import "server-only";
import { db } from "@/lib/db";
import type { ModelEndpointDto } from "@/lib/schemas/dto/model-endpoint";
import { ENDPOINT_SELECT, assertOwnModel, toEndpointDto } from "./endpoint-rows";

/** The endpoint of one of the actor's models (never its key), or null when none is set; 404 for anyone else's model. */
export async function getModelEndpoint(
  actor: { id: string },
  modelId: string,
): Promise<ModelEndpointDto | null> {
  await assertOwnModel(db, actor, modelId);
  const row = await db.modelEndpoint.findUnique({ where: { modelId }, select: ENDPOINT_SELECT });
  return row ? toEndpointDto(row) : null;
}
