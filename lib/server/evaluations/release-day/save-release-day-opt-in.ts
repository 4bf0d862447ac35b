import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { archivedMessage } from "@/lib/format";
import type { ReleaseDayOptInDto } from "@/lib/schemas/dto/release-day";
import { releaseDayBenchmarkSchema, releaseDayOptInSchema } from "@/lib/schemas/release-day";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { assertOwnModel } from "@/lib/server/model-endpoints/endpoint-rows";
import type { Actor } from "@/lib/vocabulary";
import { listReleaseDayOptIns } from "./list-release-day-opt-ins";

/**
 * The owner opts one of their models with an endpoint in to release-day evaluations on a
 * benchmark they can see (DOMAIN §8), or changes its monthly limit; audited
 * ("model.release_day.save"). 404 for a model that is not the actor's.
 */
export async function saveReleaseDayOptIn(
  actor: Actor,
  modelId: string,
  slug: unknown,
  raw: unknown,
): Promise<ReleaseDayOptInDto> {
  const benchmarkSlug = parseInput(releaseDayBenchmarkSchema, slug, "Check the benchmark");
  const input = parseInput(releaseDayOptInSchema, raw, "Check the release-day settings");
  await assertOwnModel(db, actor, modelId);
  const benchmark = await findVisibleBenchmark(actor, benchmarkSlug);
  if (benchmark.archivedAt)
    throw new AppError("CONFLICT", archivedMessage(`'${benchmark.slug}'`, benchmark.archivedAt));
  await db.$transaction(async (tx) => {
    const endpoint = await tx.modelEndpoint.findUnique({ where: { modelId }, select: { modelId: true } });
    if (!endpoint)
      throw new AppError("BAD_REQUEST", "This model has no endpoint: set one on the model page first", {
        modelId: "has no endpoint",
      });
    const key = { modelId, benchmarkId: benchmark.id };
    await tx.releaseDayOptIn.upsert({
      where: { modelId_benchmarkId: key },
      create: { ...key, ...input },
      update: input,
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "model.release_day.save",
      targetType: "model",
      targetId: modelId,
      detail: { benchmark: benchmark.slug, ...input },
    });
  });
  const saved = (await listReleaseDayOptIns(actor, modelId)).find((o) => o.benchmark === benchmark.slug);
  if (!saved) throw new Error(`release-day opt-in of ${modelId} on ${benchmark.slug} was not saved`);
  return saved;
}

/** The owner opts the model out of release-day evaluations on a benchmark; audited ("model.release_day.delete"). */
export async function removeReleaseDayOptIn(actor: Actor, modelId: string, slug: unknown): Promise<void> {
  const benchmarkSlug = parseInput(releaseDayBenchmarkSchema, slug, "Check the benchmark");
  await db.$transaction(async (tx) => {
    await assertOwnModel(tx, actor, modelId);
    const gone = await tx.releaseDayOptIn.deleteMany({
      where: { modelId, benchmark: { slug: benchmarkSlug } },
    });
    if (gone.count === 0)
      throw new AppError(
        "NOT_FOUND",
        `This model is not opted in to release-day evaluations on '${benchmarkSlug}'`,
      );
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "model.release_day.delete",
      targetType: "model",
      targetId: modelId,
      detail: { benchmark: benchmarkSlug },
    });
  });
}
