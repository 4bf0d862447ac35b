import "server-only";
import { db } from "@/lib/db";

export type BenchmarkSummary = { slug: string; title: string; track: string; isDemo: boolean; accessMode: string; claimCount: number };

/** Benchmarks anyone may see, with their claim counts. */
export async function listBenchmarks(): Promise<BenchmarkSummary[]> {
  const rows = await db.benchmark.findMany({
    orderBy: { title: "asc" },
    select: { slug: true, title: true, track: true, isDemo: true, accessMode: true, _count: { select: { claims: true } } },
  });
  return rows.map(({ _count, ...b }) => ({ ...b, claimCount: _count.claims }));
}
