import "server-only";
import type { Tx } from "@/lib/db";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { AppError } from "@/lib/errors/app-error";
import { decodeJsonColumn } from "@/lib/db-columns";
import { propertyListColumn } from "@/lib/schemas/stored-columns";
import type { Importer } from "@/lib/vocabulary";

/**
 * Creates the benchmark of a bundle, or updates its descriptive fields. The track, the
 * label set, the slices and the split period of an existing benchmark cannot change: old
 * scores and split names would stop making sense. A release may declare new properties,
 * but must keep every property already declared (same name and kind): stored gold and
 * predictions name them.
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
    propertiesJson: JSON.stringify(meta.properties ?? []),
  };
  const found = await tx.benchmark.findUnique({
    where: { slug: meta.slug },
    select: {
      id: true,
      track: true,
      labelsJson: true,
      slicesJson: true,
      propertiesJson: true,
      period: true,
      maintainers: { select: { userId: true } },
    },
  });
  if (!found) {
    const benchmark = await tx.benchmark.create({
      data: {
        ...fields,
        slug: meta.slug,
        track: meta.track,
        period: meta.period ?? "quarter",
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
  if (found.period !== (meta.period ?? "quarter"))
    throw new AppError(
      "CONFLICT",
      `benchmark.json: period: '${meta.slug}' is cut by ${found.period}; a release cannot change the period`,
    );
  checkKeptProperties(
    decodeJsonColumn(propertyListColumn, found.propertiesJson, {
      table: "Benchmark",
      id: found.id,
      column: "propertiesJson",
    }),
    meta,
  );
  await tx.benchmark.update({ where: { id: found.id }, data: fields });
  return { benchmark: { id: found.id }, created: false };
}

function checkKeptProperties(stored: readonly { name: string; kind: string }[], meta: BenchmarkMeta): void {
  const next = new Map((meta.properties ?? []).map((p) => [p.name, p.kind]));
  for (const p of stored) {
    const kind = next.get(p.name);
    if (kind === undefined)
      throw new AppError(
        "CONFLICT",
        `benchmark.json: properties: a release cannot drop the declared property "${p.name}"`,
      );
    if (kind !== p.kind)
      throw new AppError(
        "CONFLICT",
        `benchmark.json: properties: "${p.name}" is a ${p.kind} property; a release cannot change its kind`,
      );
  }
}
