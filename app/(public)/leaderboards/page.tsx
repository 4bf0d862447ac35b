import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Leaderboards" };
export const dynamic = "force-dynamic";

export default async function LeaderboardsPage() {
  const viewer = await guardPage("public");
  const benchmarks = await listBenchmarks(viewer);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Leaderboards</h1>
      <p className="text-gray-700">
        One leaderboard per benchmark, recomputed from every public scored submission; the platform adds
        baseline rows. <TextLink href="/compare">Compare two models head to head</TextLink>.
      </p>
      {benchmarks.length === 0 ? (
        <p className="text-gray-700">
          No benchmark has been imported yet, so there is no leaderboard to show.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {benchmarks.map((b) => (
            <li key={b.slug} className="rounded border border-gray-200 bg-white p-4">
              <TextLink href={`/leaderboards/${b.slug}`} className="font-semibold">
                {b.title}
              </TextLink>
              <p className="text-sm text-gray-700">
                {b.track} track · {b.claimCount} claims ·{" "}
                <Link className="underline" href={`/benchmarks/${b.slug}`}>
                  about the benchmark
                </Link>{" "}
                ·{" "}
                <Link className="underline" href={`/contamination/${b.slug}`}>
                  contamination
                </Link>
              </p>
              {b.isDemo && <p className="mt-1 inline-block rounded bg-amber-100 px-2 text-xs">demo data</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
