import { guardRoute } from "@/lib/auth/guard-route";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { metricListDtoSchema, savedMetricsDtoSchema } from "@/lib/schemas/dto/contamination";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listContaminationMetrics } from "@/lib/server/contamination/list-contamination-metrics";
import { saveContaminationMetrics } from "@/lib/server/contamination/save-contamination-metrics";

/** The benchmark's named metrics with endpoints, τ and how many evidence pairs each has scored (its maintainers). */
export const GET = guardRoute({ access: "maintainer", scope: "read" }, async ({ caller, params }) => {
  const { slug } = contaminationPageParamsSchema.parse(params);
  return respondDto(metricListDtoSchema, await listContaminationMetrics(caller, slug));
});

/** PUT {"metrics": [{name, kind, model?, baseUrl?, tau}]} replaces the list (its maintainers; audited). */
export const PUT = guardRoute({ access: "maintainer", scope: "write" }, async ({ req, caller, params }) => {
  const { slug } = contaminationPageParamsSchema.parse(params);
  const saved = await saveContaminationMetrics(caller, slug, await readJsonBody(req, 20_000));
  return respondDto(savedMetricsDtoSchema, saved);
});
