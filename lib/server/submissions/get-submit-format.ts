import "server-only";
import { db } from "@/lib/db";
import { exampleLines } from "@/lib/scoring/prediction-format";
import type { BenchmarkOverview } from "@/lib/server/benchmarks/get-benchmark";

/** What the Submit page teaches about one benchmark's files (see lib/scoring/prediction-format). */
export type SubmitFormat = {
  labels: string[];
  slices: number[];
  /** "shifted" only where the benchmark has shifted copies and the track scores them (verdict). */
  variants: string[];
  /** Declared claim and media properties (integrity track), with their descriptions. */
  properties: { name: string; kind: "claim" | "media"; description?: string }[];
  /** Split name → three example JSONL lines over real claim ids of that split; empty without access. */
  examples: Record<string, string[]>;
};

/**
 * The format of a benchmark the user has already been shown (`benchmark` comes from
 * getBenchmark, so only visible splits). Example lines name claim ids, which are the
 * benchmark's data: on a gated benchmark they are given only to users with access.
 * Example labels come from the label set, never from gold.
 */
export async function getSubmitFormat(
  benchmark: BenchmarkOverview,
  withAccess: boolean,
): Promise<SubmitFormat> {
  const shifted =
    benchmark.track === "verdict" &&
    (await db.claim.count({ where: { benchmarkId: benchmark.id, shiftedText: { not: null } }, take: 1 })) > 0;
  const { properties } = benchmark;
  const examples: Record<string, string[]> = {};
  if (withAccess) {
    for (const split of benchmark.splits) {
      const claims = await db.claim.findMany({
        where: { benchmarkId: benchmark.id, split: { name: split.name } },
        orderBy: { externalId: "asc" },
        take: 3,
        select: { externalId: true },
      });
      examples[split.name] = exampleLines(
        { ...benchmark, properties },
        claims.map((c) => c.externalId),
      );
    }
  }
  return {
    labels: benchmark.labels,
    slices: benchmark.slices,
    variants: shifted ? ["original", "shifted"] : ["original"],
    properties,
    examples,
  };
}
