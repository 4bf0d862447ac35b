import { guardRoute } from "@/lib/auth/guard-route";
import { benchmarkContaminationDtoSchema } from "@/lib/schemas/dto/contamination-views";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getBenchmarkContamination } from "@/lib/server/contamination/get-benchmark-contamination";

/** One row per visible model: S and flagged share per metric, the strict intersection, histograms. */
export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const { slug } = contaminationPageParamsSchema.parse(params);
  return respondDto(
    benchmarkContaminationDtoSchema,
    await getBenchmarkContamination(await getCurrentCallerOrNull(req), slug),
  );
});
