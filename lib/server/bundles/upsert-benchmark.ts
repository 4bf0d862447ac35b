import "server-only";
import type { Tx } from "@/lib/db";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { AppError } from "@/lib/errors/app-error";
import type { Importer } from "@/lib/vocabulary";

/**
 * Creates the benchmark of a bundle, or updates its descriptive fields. The track and the
 * label set of an existing benchmark cannot change: old scores would stop making sense.
 */
export async function upsertBenchmark(
  tx: Tx,
  actor: Importer,
  meta: BenchmarkMeta,
  isDemo: boolean,
): Promise<{ benchmark: { id: string }; created: boolean }> {
  const fields = {
    title: meta.title,
    description: meta.description,
    license: meta.license,
    citation: meta.citation,
    factCheckDomainsJson: JSON.stringify(meta.fact_check_domains ?? []),
  };
  const found = await tx.benchmark.findUnique({
    where: { slug: meta.slug },
    select: {
      id: true,
      track: true,
      labelsJson: true,
      slicesJson: true,
      maintainers: { select: { userId: true } },
    },
  });
  if (!found) {
    const benchmark = await tx.benchmark.create({
      data: {
        ...fields,
        slug: meta.slug,
        track: meta.track,
        labelsJson: JSON.stringify(meta.labels ?? []),
        slicesJson: JSON.stringify(meta.slices ?? []),
        modesJson: JSON.stringify(meta.modes ?? []),
        isDemo,
        ...(actor.id ? { maintainers: { create: { userId: actor.id } } } : {}),
      },
      select: { id: true },
    });
    return { benchmark, created: true };
  }
  if (actor.role !== "admin" && !found.maintainers.some((m) => m.userId === actor.id)) {
    throw new AppError("FORBIDDEN", `You do not maintain the benchmark '${meta.slug}'`);
  }
  if (found.track !== meta.track)
    throw new AppError(
      "CONFLICT",
      `benchmark.json: track: '${meta.slug}' is a ${found.track} benchmark; a release cannot change the track`,
    );
  if (found.labelsJson !== JSON.stringify(meta.labels ?? []))
    throw new AppError("CONFLICT", "benchmark.json: labels: a release cannot change the label set");
  if (found.slicesJson !== JSON.stringify(meta.slices ?? []))
    throw new AppError("CONFLICT", "benchmark.json: slices: a release cannot change the slices");
  await tx.benchmark.update({ where: { id: found.id }, data: fields });
  return { benchmark: { id: found.id }, created: false };
}
