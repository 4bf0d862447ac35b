import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { BenchmarkList } from "@/components/layout/benchmark-list";

export const metadata: Metadata = { title: "Benchmarks" };
export const dynamic = "force-dynamic";

export default async function BenchmarksPage() {
  const viewer = await guardPage("public");
  const benchmarks = await listBenchmarks(viewer);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Benchmarks</h1>
      <BenchmarkList
        benchmarks={benchmarks}
        empty="No benchmark has been imported yet. Maintainers import benchmark bundles; they appear here."
      />
    </div>
  );
}
