import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { uploadRerunDtoSchema } from "@/lib/schemas/dto/contamination-uploads";
import { respondDto } from "@/lib/server/api/respond-dto";
import { rerunContaminationUpload } from "@/lib/server/contamination/rerun-contamination-upload";

const paramsSchema = z.object({ uploadId: z.uuid() });

/** Runs an upload again: finished claims are skipped, failed ones retried. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { uploadId } = paramsSchema.parse(params);
  return respondDto(uploadRerunDtoSchema, await rerunContaminationUpload(caller, uploadId), { status: 202 });
});
