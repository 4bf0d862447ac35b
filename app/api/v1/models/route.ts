import { guardRoute } from "@/lib/auth/guard-route";
import { modelDtoSchema, modelListDtoSchema } from "@/lib/schemas/dto/model";
import { respondDto } from "@/lib/server/api/respond-dto";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { createModel } from "@/lib/server/models/create-model";
import { listMyModels } from "@/lib/server/models/list-my-models";

/** The caller's registered models, newest first. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller }) => {
  return respondDto(modelListDtoSchema, { models: await listMyModels(caller) });
});

/**
 * Registers a model: JSON {name, organisation, parameterCountB? (billions), openWeights,
 * declaredCutoff: "YYYY-MM-DD", cutoffSource, estimatedCutoff?, regime, costPerRunUsd? (USD),
 * links?: [url, ≤ 5]}. 201 with the model; 400 with `fields` naming each bad field.
 */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller }) => {
  const model = await createModel(caller, await readJsonBody(req, 20_000));
  return respondDto(modelDtoSchema, model, { status: 201 });
});
