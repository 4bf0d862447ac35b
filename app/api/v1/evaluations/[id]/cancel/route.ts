import { guardRoute } from "@/lib/auth/guard-route";
import { evaluationCancelledDtoSchema } from "@/lib/schemas/dto/evaluation";
import { respondDto } from "@/lib/server/api/respond-dto";
import { cancelEvaluation } from "@/lib/server/evaluations/cancel-evaluation";

/** Cancels a queued, running or limit-stopped evaluation of mine (409 once it is finished). */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) =>
  respondDto(evaluationCancelledDtoSchema, await cancelEvaluation(caller, String(params.id))),
);
