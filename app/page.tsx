import Link from "next/link";
import { Suspense } from "react";
import { guardPage } from "@/lib/auth/guard-page";
import type { SessionUser } from "@/lib/server/sessions/sessions";
import { listBenchmarkTitles } from "@/lib/server/benchmarks/list-benchmark-titles";
import { getBoardHighlights } from "@/lib/server/home/get-board-highlights";
import { listRecentSubmissions } from "@/lib/server/home/list-recent-submissions";
import { listSplitEvents } from "@/lib/server/home/list-split-events";
import { BoardHighlightCard } from "@/components/home/board-highlight-card";
import { RecentSubmissions } from "@/components/home/recent-submissions";
import { SplitEvents } from "@/components/home/split-events";

export const dynamic = "force-dynamic";

/**
 * What is live: each benchmark's newest split and leader, movers, recent submissions, split
 * openings. The introduction is sent at once and the live sections stream in after it
 * (Suspense), so the browser fetches and starts the page's script while boards are scored.
 */
export default async function HomePage() {
  const user = await guardPage("public");
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold">LiveCheck</h1>
        <p className="max-w-2xl text-gray-800">
          Live, contamination-aware benchmarks for fact-checking: claims split by quarter, and leaderboards
          that compare each model before and after its knowledge cutoff.
        </p>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link href="/leaderboards" className="rounded bg-blue-700 px-4 py-2 text-white">
            All leaderboards
          </Link>
          <Link href="/benchmarks" className="rounded border px-4 py-2">
            Benchmarks
          </Link>
          <Link href="/compare" className="rounded border px-4 py-2">
            Head to head
          </Link>
          {!user && (
            <Link href="/signup" className="rounded border px-4 py-2">
              Create an account
            </Link>
          )}
        </div>
      </div>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-gray-700">
            Loading the live boards…
          </p>
        }
      >
        <LiveSections user={user} />
      </Suspense>
    </div>
  );
}

async function LiveSections({ user }: { user: SessionUser | null }) {
  const benchmarks = await listBenchmarkTitles(user);
  // One board at a time: each is a bootstrap on a shared two-core machine, and cached after.
  const highlights = [];
  for (const b of benchmarks) highlights.push(await getBoardHighlights(user, b.slug));
  const [recent, events] = await Promise.all([listRecentSubmissions(user), listSplitEvents(user)]);
  return (
    <>
      <section className="space-y-3" aria-labelledby="live-boards">
        <h2 id="live-boards" className="text-xl font-semibold">
          Live boards
        </h2>
        {highlights.length === 0 ? (
          <p className="text-sm text-gray-700">No benchmark is published yet.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {highlights.map((h) => (
              <BoardHighlightCard key={h.slug} h={h} />
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-8 md:grid-cols-2">
        <section className="min-w-0 space-y-3" aria-labelledby="recent">
          <h2 id="recent" className="text-xl font-semibold">
            Recent public submissions
          </h2>
          <RecentSubmissions rows={recent} />
        </section>
        <section className="min-w-0 space-y-3" aria-labelledby="splits">
          <h2 id="splits" className="text-xl font-semibold">
            Splits opening and retiring
          </h2>
          <SplitEvents upcoming={events.upcoming} recent={events.recent} />
        </section>
      </div>
    </>
  );
}
