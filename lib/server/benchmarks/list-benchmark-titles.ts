import "server-only";
import { db } from "@/lib/db";
import { visibleBenchmarkWhere, type Viewer } from "./visibility";

/** Slugs and titles of the benchmarks the viewer may see, by title (listBenchmarks without the claim counts). */
export async function listBenchmarkTitles(viewer: Viewer): Promise<{ slug: string; title: string }[]> {
  return db.benchmark.findMany({
    where: visibleBenchmarkWhere(viewer),
    orderBy: { title: "asc" },
    select: { slug: true, title: true },
  });
}
