import { guardRoute } from "@/lib/auth/guard-route";
import { modelContaminationDtoSchema } from "@/lib/schemas/dto/contamination-views";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";

/** A model's contamination results (never any oracle statement); uploads and progress for its owner. */
export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const { slug, modelId } = contaminationPageParamsSchema.required({ modelId: true }).parse(params);
  return respondDto(
    modelContaminationDtoSchema,
    await getModelContamination(await getCurrentCallerOrNull(req), slug, modelId),
  );
});
