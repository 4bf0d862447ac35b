import { guardRoute } from "@/lib/auth/guard-route";
import { benchmarkDtoSchema } from "@/lib/schemas/dto/benchmark";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";

export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const viewer = await getCurrentCallerOrNull(req);
  // The DTO drops the row id and the stored *Json columns that getBenchmark carries along.
  return respondDto(benchmarkDtoSchema, await getBenchmark(viewer, String(params.slug)));
});
