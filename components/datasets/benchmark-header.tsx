import Link from "next/link";
import type { ReactNode } from "react";
import type { BenchmarkOverview } from "@/lib/server/benchmarks/get-benchmark";
import { formatDate } from "@/lib/format";
import { ArchivedBadge } from "./archived-badge";

export function BenchmarkHeader({
  benchmark,
  current,
  actions,
}: {
  benchmark: BenchmarkOverview;
  current: "overview" | "claims" | "access";
  /** Small controls at the end of the title row (the overview's follow button). */
  actions?: ReactNode;
}) {
  const tabs = [
    { key: "overview", href: `/benchmarks/${benchmark.slug}`, label: "Overview" },
    { key: "claims", href: `/benchmarks/${benchmark.slug}/claims`, label: "Claims" },
    { key: "access", href: `/benchmarks/${benchmark.slug}/access`, label: "Access" },
    { key: "leaderboard", href: `/leaderboards/${benchmark.slug}`, label: "Leaderboard" },
    { key: "contamination", href: `/contamination/${benchmark.slug}`, label: "Contamination" },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold">{benchmark.title}</h1>
        {benchmark.isDemo && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            Demo data: synthetic, not real claims
          </span>
        )}
        <span className="rounded bg-gray-100 px-2 py-0.5 text-xs">{benchmark.track} track</span>
        <ArchivedBadge archivedAt={benchmark.archivedAt} />
        {actions && <div className="ml-auto">{actions}</div>}
      </div>
      {benchmark.archivedAt && (
        <p className="text-sm text-gray-700" data-testid="archived-note">
          Archived on {formatDate(benchmark.archivedAt)}: its claims, files and leaderboard stay readable, but
          it takes no new submissions.
        </p>
      )}
      {benchmark.unpublishedAt && (
        <p className="rounded bg-amber-100 px-2 py-1 text-sm text-amber-900" data-testid="unpublished-note">
          Unpublished by an admin on {formatDate(benchmark.unpublishedAt)}: only its maintainers and admins
          can see it; everyone else gets &ldquo;not found&rdquo;.
        </p>
      )}
      <nav aria-label="Benchmark sections" className="flex flex-wrap gap-1 border-b text-sm">
        {tabs.map((t) => (
          <Link
            key={t.key}
            href={t.href}
            aria-current={t.key === current ? "page" : undefined}
            className={`px-3 py-2 ${t.key === current ? "border-b-2 border-blue-700 font-medium" : ""}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
