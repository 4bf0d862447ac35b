import type { ClaimsQuery } from "@/lib/schemas/claims-query";

type Props = { slug: string; query: Partial<ClaimsQuery>; quarters: string[]; languages: string[]; labels: string[]; hasDevSplits: boolean };

const select = "rounded border border-gray-300 px-2 py-2";

/** A plain GET form, so every filter lives in the URL and works without JavaScript. */
export function ClaimFilters({ slug, query, quarters, languages, labels, hasDevSplits }: Props) {
  return (
    <form method="get" action={`/benchmarks/${slug}/claims`} className="flex flex-wrap items-end gap-3" role="search">
      <label className="flex flex-col text-sm">Search text
        <input name="q" defaultValue={query.q ?? ""} className="rounded border border-gray-300 px-2 py-2" placeholder="words in the claim" />
      </label>
      <label className="flex flex-col text-sm">Split
        <select name="quarter" defaultValue={query.quarter ?? ""} className={select}>
          <option value="">all</option>
          {quarters.map((q) => <option key={q} value={q}>{q}</option>)}
        </select>
      </label>
      <label className="flex flex-col text-sm">Language
        <select name="language" defaultValue={query.language ?? ""} className={select}>
          <option value="">all</option>
          {languages.map((l) => <option key={l} value={l}>{l}</option>)}
        </select>
      </label>
      <label className="flex flex-col text-sm">Media
        <select name="media" defaultValue={query.media ?? ""} className={select}>
          <option value="">all</option>
          <option value="image">with images</option>
          <option value="video">with videos</option>
          <option value="text">text only</option>
        </select>
      </label>
      {hasDevSplits && labels.length > 0 && (
        <label className="flex flex-col text-sm">Label (dev splits only)
          <select name="label" defaultValue={query.label ?? ""} className={select}>
            <option value="">all</option>
            {labels.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
        </label>
      )}
      <button type="submit" className="rounded bg-blue-700 px-4 py-2 text-sm text-white">Apply</button>
    </form>
  );
}
