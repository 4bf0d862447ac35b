import "server-only";
import { db } from "@/lib/db";
import type { ReleaseDayOptInDto } from "@/lib/schemas/dto/release-day";
import { visibleBenchmarkWhere } from "@/lib/server/benchmarks/visibility";
import { assertOwnModel } from "@/lib/server/model-endpoints/endpoint-rows";
import type { Actor } from "@/lib/vocabulary";
import { spentThisMonth } from "./month-spend";

/**
 * The release-day opt-ins of one of the actor's models on benchmarks they see, by title, each with what
 * `now`'s month has spent or reserved of its limit. 404 for a model that is not the actor's.
 */
export async function listReleaseDayOptIns(
  actor: Actor,
  modelId: string,
  now = new Date(),
): Promise<ReleaseDayOptInDto[]> {
  await assertOwnModel(db, actor, modelId);
  const rows = await db.releaseDayOptIn.findMany({
    // A benchmark unpublished since the opt-in is left out, as everywhere else.
    where: { modelId, benchmark: visibleBenchmarkWhere(actor) },
    orderBy: { benchmark: { title: "asc" } },
    select: {
      benchmarkId: true,
      monthlyLimitUsd: true,
      isPublic: true,
      createdAt: true,
      benchmark: { select: { slug: true, title: true } },
    },
  });
  const out: ReleaseDayOptInDto[] = [];
  for (const r of rows)
    out.push({
      benchmark: r.benchmark.slug,
      title: r.benchmark.title,
      monthlyLimitUsd: r.monthlyLimitUsd,
      isPublic: r.isPublic,
      spentThisMonthUsd: await spentThisMonth(db, { modelId, benchmarkId: r.benchmarkId }, now),
      createdAt: r.createdAt.toISOString(),
    });
  return out;
}
