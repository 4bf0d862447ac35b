import { guardRoute } from "@/lib/auth/guard-route";
import { benchmarkListDtoSchema } from "@/lib/schemas/dto/benchmark";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";

/** Public: the benchmarks the caller may see (a token or session widens it for maintainers). */
export const GET = guardRoute({ access: "public" }, async ({ req }) => {
  const viewer = await getCurrentCallerOrNull(req);
  return respondDto(benchmarkListDtoSchema, { benchmarks: await listBenchmarks(viewer) });
});
