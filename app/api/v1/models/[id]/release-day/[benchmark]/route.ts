import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { modelIdSchema } from "@/lib/schemas/model";
import { releaseDayOptInDtoSchema, releaseDayOptOutDtoSchema } from "@/lib/schemas/dto/release-day";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import {
  removeReleaseDayOptIn,
  saveReleaseDayOptIn,
} from "@/lib/server/evaluations/release-day/save-release-day-opt-in";

const paramsSchema = z.object({ id: modelIdSchema, benchmark: z.string() });

/** Opts one of my models with an endpoint in to release-day evaluations on a benchmark, or changes its limit. */
export const PUT = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) => {
  const { id, benchmark } = paramsSchema.parse(params);
  return respondDto(
    releaseDayOptInDtoSchema,
    await saveReleaseDayOptIn(caller, id, benchmark, await readJsonBody(req, 10_000)),
  );
});

/** Opts the model out of release-day evaluations on the benchmark. */
export const DELETE = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { id, benchmark } = paramsSchema.parse(params);
  await removeReleaseDayOptIn(caller, id, benchmark);
  return respondDto(releaseDayOptOutDtoSchema, { deleted: true });
});
