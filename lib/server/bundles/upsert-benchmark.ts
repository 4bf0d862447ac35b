import "server-only";
import type { Tx } from "@/lib/db";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { checkBenchmarkUpdate, existingBenchmarkSelect } from "./check-benchmark-update";
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
    select: existingBenchmarkSelect,
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
  checkBenchmarkUpdate(actor, found, meta);
  await tx.benchmark.update({ where: { id: found.id }, data: fields });
  return { benchmark: { id: found.id }, created: false };
}
