import { SelectField } from "@/components/ui/select-field";
import type { ClaimsQuery } from "@/lib/schemas/claims-query";

type Props = {
  slug: string;
  query: Partial<ClaimsQuery>;
  quarters: string[];
  languages: string[];
  labels: string[];
  hasDevSplits: boolean;
};

/** A filter's options: "all" first, then each value. */
function AllOptions({ values }: { values: readonly string[] }) {
  return (
    <>
      <option value="">all</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}

/** A plain GET form, so every filter lives in the URL and works without JavaScript. */
export function ClaimFilters({ slug, query, quarters, languages, labels, hasDevSplits }: Props) {
  return (
    <form
      method="get"
      action={`/benchmarks/${slug}/claims`}
      className="flex flex-wrap items-end gap-3"
      role="search"
    >
      <label className="flex flex-col text-sm">
        Search text
        <input
          name="q"
          defaultValue={query.q ?? ""}
          className="rounded border border-gray-300 bg-white px-2 py-1 text-sm"
          placeholder="words in the claim"
        />
      </label>
      <SelectField density="compact" label="Split" name="quarter" defaultValue={query.quarter ?? ""}>
        <AllOptions values={quarters} />
      </SelectField>
      <SelectField density="compact" label="Language" name="language" defaultValue={query.language ?? ""}>
        <AllOptions values={languages} />
      </SelectField>
      <SelectField density="compact" label="Media" name="media" defaultValue={query.media ?? ""}>
        <option value="">all</option>
        <option value="image">with images</option>
        <option value="video">with videos</option>
        <option value="text">text only</option>
      </SelectField>
      {hasDevSplits && labels.length > 0 && (
        <SelectField
          density="compact"
          label="Label (dev splits only)"
          name="label"
          defaultValue={query.label ?? ""}
        >
          <AllOptions values={labels} />
        </SelectField>
      )}
      <button type="submit" className="rounded bg-blue-700 px-4 py-1.5 text-sm text-white">
        Apply
      </button>
    </form>
  );
}
