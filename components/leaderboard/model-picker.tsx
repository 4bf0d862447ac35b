import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";

type Props = {
  slug: string;
  query: Partial<LeaderboardQuery>;
  options: { modelId: string; model: string }[];
  selected: string[];
};

/** Chooses the models a chart shows; a GET form, so the choice lands in the URL. */
export function ModelPicker({ slug, query, options, selected }: Props) {
  const chosen = new Set(selected);
  const keep: [string, string | undefined][] = [
    ["view", query.view],
    ["splits", query.splits?.join(",")],
    ["start", query.start],
    ["end", query.end],
    ["buffer", query.buffer ? String(query.buffer) : undefined],
    ["regime", query.regime === "all" ? undefined : query.regime],
    ["cutoff", query.cutoff === "declared" ? undefined : query.cutoff],
    ["metric", query.metric],
    ["slice", query.slice === undefined ? undefined : String(query.slice)],
    ["mode", query.mode === "classification" ? undefined : query.mode],
    ["controlled", query.controlled === "1" ? "1" : undefined],
    ["verified", query.verified === "1" ? "1" : undefined],
  ];
  return (
    <form
      method="get"
      action={`/leaderboards/${slug}`}
      className="rounded border border-gray-200 bg-white p-3"
    >
      {keep.map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <fieldset>
        <legend className="text-sm font-medium">Models shown (up to 8)</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {options.map((o) => (
            <label key={o.modelId} className="text-sm">
              <input type="checkbox" name="models" value={o.modelId} defaultChecked={chosen.has(o.modelId)} />{" "}
              {o.model}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="mt-2 rounded bg-blue-700 px-3 py-1 text-sm text-white">
        Show these models
      </button>
    </form>
  );
}
