"use client";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { TextLink } from "@/components/ui/text-link";
import type { BenchmarkSummary } from "@/lib/server/benchmarks/list-benchmarks";
import { ACCESS_MODE_WORDS } from "@/lib/vocabulary";
import { ArchivedBadge } from "@/components/datasets/archived-badge";
import { formatCount } from "@/lib/format";

/** Every word of the query appears in the benchmark's title, slug, track, description or licence. */
function matches(b: BenchmarkSummary, query: string): boolean {
  const text = `${b.title} ${b.slug} ${b.track} ${b.description} ${b.license}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The benchmarks as cards (description, licence, newest split), filtered as one types. */
export function BenchmarkList({ benchmarks, empty }: { benchmarks: BenchmarkSummary[]; empty: string }) {
  const [query, setQuery] = useState("");
  if (benchmarks.length === 0) return <p className="text-gray-700">{empty}</p>;
  const shown = benchmarks.filter((b) => matches(b, query));
  return (
    <div className="space-y-3">
      <div className="max-w-md space-y-1">
        <Field
          label="Search benchmarks"
          name="benchmark-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          hint="Title, track, licence or any word of the description; the list narrows as you type."
        />
        <p className="text-sm text-gray-700" aria-live="polite" data-testid="benchmark-count">
          {shown.length === benchmarks.length
            ? `${benchmarks.length} benchmarks`
            : `${shown.length} of ${benchmarks.length} benchmarks match`}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shown.map((b) => (
          <li
            key={b.slug}
            className="space-y-1 rounded border border-gray-200 bg-white p-4"
            data-testid="benchmark-card"
          >
            <p>
              <TextLink href={`/benchmarks/${b.slug}`} className="font-semibold">
                {b.title}
              </TextLink>{" "}
              <ArchivedBadge archivedAt={b.archivedAt} />
            </p>
            {b.description && <p className="line-clamp-3 text-sm text-gray-800">{b.description}</p>}
            <p className="text-sm text-gray-700">
              {b.track} track · {formatCount(b.claimCount)} claims · access {ACCESS_MODE_WORDS[b.accessMode]}
            </p>
            <p className="text-sm text-gray-700">
              Newest split:{" "}
              {b.newestSplit ? (
                <>
                  {b.newestSplit.name} ({b.newestSplit.kind})
                </>
              ) : (
                "none yet"
              )}
            </p>
            <p className="text-sm text-gray-700">Licence: {b.license || "not stated"}</p>
            {b.isDemo && <p className="inline-block rounded bg-amber-100 px-2 text-xs">demo data</p>}
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="text-sm text-gray-700">No benchmark matches “{query}”.</p>}
    </div>
  );
}
