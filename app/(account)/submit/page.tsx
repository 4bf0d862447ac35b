import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";

export const metadata: Metadata = { title: "Submit" };

export default async function SubmitPage() {
  const viewer = await guardPage("user");
  const benchmarks = await listBenchmarks(viewer);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Submit predictions</h1>
      {benchmarks.length === 0 ? (
        <p className="text-gray-700">No benchmark is open for submissions yet.</p>
      ) : (
        <p className="text-gray-700">Submissions are not accepted yet: the scoring service is still being built.</p>
      )}
    </div>
  );
}
