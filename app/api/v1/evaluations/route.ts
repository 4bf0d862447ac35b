import { guardRoute } from "@/lib/auth/guard-route";
import { evaluationCreatedDtoSchema } from "@/lib/schemas/dto/evaluation";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";

/** Starts an evaluation of one of my models on a split: 202 with its id (the run is queued). */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller }) =>
  respondDto(evaluationCreatedDtoSchema, await startEvaluation(caller, await readJsonBody(req, 10_000)), {
    status: 202,
  }),
);
