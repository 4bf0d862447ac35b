import "server-only";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { AppError } from "@/lib/errors/app-error";
import { decodeJsonColumn } from "@/lib/db-columns";
import { propertyListColumn } from "@/lib/schemas/stored-columns";
import type { Importer } from "@/lib/vocabulary";

/** The columns of an existing benchmark that a new release may not change. */
type ExistingBenchmark = {
  id: string;
  track: string;
  labelsJson: string;
  slicesJson: string;
  propertiesJson: string;
  period: string;
  maintainers: { userId: string }[];
};

/**
 * Refuses a release of an existing benchmark by someone who does not maintain it, or one
 * that changes the track, the period, the label set or the slices: old scores would stop making sense.
 * A release may declare new properties, but must keep every property already declared
 * (same name and kind): stored gold and predictions name them.
 */
export function checkBenchmarkUpdate(actor: Importer, found: ExistingBenchmark, meta: BenchmarkMeta): void {
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
}

/** What to select of a benchmark for `checkBenchmarkUpdate`. */
export const existingBenchmarkSelect = {
  id: true,
  track: true,
  labelsJson: true,
  slicesJson: true,
  propertiesJson: true,
  period: true,
  maintainers: { select: { userId: true } },
} as const;

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
