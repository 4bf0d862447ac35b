import { guardRoute } from "@/lib/auth/guard-route";
import { evaluationDtoSchema } from "@/lib/schemas/dto/evaluation";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";

/** One of my evaluations: status, progress, cost, failures by kind, time left, submission once scored. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) =>
  respondDto(evaluationDtoSchema, await getEvaluation(caller, String(params.id))),
);
