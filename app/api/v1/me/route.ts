import { meDtoSchema } from "@/lib/schemas/dto/account";
import { respondDto } from "@/lib/server/api/respond-dto";
import { guardRoute } from "@/lib/auth/guard-route";

export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller }) =>
  respondDto(meDtoSchema, caller),
);
