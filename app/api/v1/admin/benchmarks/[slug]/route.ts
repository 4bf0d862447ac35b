import { guardRoute } from "@/lib/auth/guard-route";
import { setBenchmarkStatus } from "@/lib/server/benchmarks/set-benchmark-status";
import { benchmarkStatusDtoSchema } from "@/lib/schemas/dto/benchmark";
import { respondDto } from "@/lib/server/api/respond-dto";
import { readJsonBody } from "@/lib/server/api/read-json-body";

/** PATCH {"archived": true} or {"unpublished": true} (false undoes) changes a benchmark's status. */
export const PATCH = guardRoute({ access: "admin", scope: "admin" }, async ({ req, caller, params }) => {
  const status = await setBenchmarkStatus(caller, String(params.slug), await readJsonBody(req, 10_000));
  return respondDto(benchmarkStatusDtoSchema, {
    slug: status.slug,
    archivedAt: status.archivedAt?.toISOString() ?? null,
    unpublishedAt: status.unpublishedAt?.toISOString() ?? null,
  });
});
