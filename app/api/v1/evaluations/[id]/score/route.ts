import { guardRoute } from "@/lib/auth/guard-route";
import { evaluationScoredDtoSchema } from "@/lib/schemas/dto/evaluation";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { scoreStoppedEvaluation } from "@/lib/server/evaluations/score-stopped-evaluation";

/** Scores a run stopped at its spending limit, unanswered items missing (`{"missingAsWrong": true}`): 202. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) =>
  respondDto(
    evaluationScoredDtoSchema,
    await scoreStoppedEvaluation(caller, String(params.id), await readJsonBody(req, 1_000)),
    { status: 202 },
  ),
);
