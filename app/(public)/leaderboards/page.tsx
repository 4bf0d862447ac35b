import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { BenchmarkList } from "@/components/layout/benchmark-list";

export const metadata: Metadata = { title: "Leaderboards" };
export const dynamic = "force-dynamic";

export default async function LeaderboardsPage() {
  const viewer = await guardPage("public");
  const benchmarks = await listBenchmarks(viewer);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Leaderboards</h1>
      <p className="text-gray-700">Each benchmark gets a leaderboard once scored submissions exist for it.</p>
      <BenchmarkList benchmarks={benchmarks} empty="No benchmark has been imported yet, so there is no leaderboard to show." />
    </div>
  );
}
