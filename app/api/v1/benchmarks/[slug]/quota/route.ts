import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { quotaListDtoSchema } from "@/lib/schemas/dto/submission";
import { listQuotas } from "@/lib/server/submissions/list-quotas";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** GET the caller's submissions left today on each split they may see (hidden splits only are limited). */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  return respondDto(quotaListDtoSchema, await listQuotas(caller, slug));
});
