import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { modelIdSchema } from "@/lib/schemas/model";
import { modelEndpointTestDtoSchema } from "@/lib/schemas/dto/model-endpoint";
import { respondDto } from "@/lib/server/api/respond-dto";
import { testModelEndpoint } from "@/lib/server/model-endpoints/test-model-endpoint";

const paramsSchema = z.object({ id: modelIdSchema });

/** One tiny chat request to the stored endpoint: 200 with `ok` and the answer, or `ok: false` and the error. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(modelEndpointTestDtoSchema, await testModelEndpoint(caller, id));
});
