import { TextLink } from "@/components/ui/text-link";
import type { BenchmarkSummary } from "@/lib/server/benchmarks/list-benchmarks";
import { ACCESS_MODE_WORDS } from "@/lib/vocabulary";
import { ArchivedBadge } from "@/components/datasets/archived-badge";

export function BenchmarkList({ benchmarks, empty }: { benchmarks: BenchmarkSummary[]; empty: string }) {
  if (benchmarks.length === 0) return <p className="text-gray-700">{empty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {benchmarks.map((b) => (
        <li key={b.slug} className="rounded border border-gray-200 bg-white p-4">
          <TextLink href={`/benchmarks/${b.slug}`} className="font-semibold">
            {b.title}
          </TextLink>{" "}
          <ArchivedBadge archivedAt={b.archivedAt} />
          <p className="text-sm text-gray-700">
            {b.track} track · {b.claimCount} claims · access {ACCESS_MODE_WORDS[b.accessMode]}
          </p>
          {b.isDemo && <p className="mt-1 inline-block rounded bg-amber-100 px-2 text-xs">demo data</p>}
        </li>
      ))}
    </ul>
  );
}
