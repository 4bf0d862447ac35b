import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { submissionDtoSchema } from "@/lib/schemas/dto/submission";
import { getSubmission } from "@/lib/server/submissions/get-submission";

export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) =>
  respondDto(submissionDtoSchema, await getSubmission(caller, String(params.id))),
);
