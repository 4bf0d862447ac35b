type Props = { benchmarks: { slug: string; title: string }[]; models: { id: string; name: string }[]; values: Record<string, string> };

const input = "rounded border border-gray-300 px-2 py-1 text-sm";

/** Picks a benchmark and two of its models; a GET form, so the comparison has a permalink. */
export function CompareForm({ benchmarks, models, values }: Props) {
  return (
    <form method="get" action="/compare" className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-4">
      <label className="flex flex-col text-sm">Benchmark
        <select className={input} name="benchmark" defaultValue={values.benchmark ?? ""}>
          <option value="">choose…</option>
          {benchmarks.map((b) => <option key={b.slug} value={b.slug}>{b.title}</option>)}
        </select>
      </label>
      {(["a", "b"] as const).map((side) => (
        <label key={side} className="flex flex-col text-sm">Model {side.toUpperCase()}
          <select className={input} name={side} defaultValue={values[side] ?? ""} disabled={models.length === 0}>
            <option value="">{models.length === 0 ? "choose a benchmark first" : "choose…"}</option>
            {models.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
          </select>
        </label>
      ))}
      <button type="submit" className="rounded bg-blue-700 px-4 py-1.5 text-sm font-medium text-white">Compare</button>
    </form>
  );
}
