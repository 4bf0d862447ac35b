import { guardRoute } from "@/lib/auth/guard-route";
import { claimPageDtoSchema } from "@/lib/schemas/dto/benchmark";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listClaims } from "@/lib/server/benchmarks/list-claims";
import { claimsQuerySchema, firstValues } from "@/lib/schemas/claims-query";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";

/** Pages through claims with the claim browser's filters: q, quarter, language, media, label, page, pageSize. */
export const GET = guardRoute(
  { access: "public", query: Object.keys(claimsQuerySchema.shape) },
  async ({ req, params }) => {
    const viewer = await getCurrentCallerOrNull(req);
    const page = await listClaims(viewer, String(params.slug), firstValues(req.nextUrl.searchParams));
    return respondDto(claimPageDtoSchema, page);
  },
);
