import type { ContaminationMetric } from "@/lib/contamination/flags";
import { metricLabel } from "@/lib/scoring/metrics";
import { SelectField } from "@/components/ui/select-field";

/** A plain GET form: which models and metrics define the controlled set, and the split to rank on. */
export function SelectionForm({
  models,
  metrics,
  selected,
  splits,
  split,
}: {
  models: { id: string; name: string }[];
  metrics: ContaminationMetric[];
  selected: { modelIds: string[]; metrics: ContaminationMetric[] };
  splits: { name: string; kind: string }[];
  split: string | null;
}) {
  return (
    <form
      method="get"
      className="flex flex-wrap items-end gap-4 rounded border border-gray-200 bg-white p-3 text-sm"
    >
      <input type="hidden" name="controlled" value="1" />
      <fieldset>
        <legend className="font-medium">Models</legend>
        {models.map((m) => (
          <label key={m.id} className="mr-3 inline-flex items-center gap-1">
            <input
              type="checkbox"
              name="models"
              value={m.id}
              defaultChecked={selected.modelIds.includes(m.id)}
            />{" "}
            {m.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="font-medium">Metrics</legend>
        {metrics.map((m) => (
          <label key={m} className="mr-3 inline-flex items-center gap-1">
            <input type="checkbox" name="metrics" value={m} defaultChecked={selected.metrics.includes(m)} />{" "}
            {metricLabel(m)}
          </label>
        ))}
      </fieldset>
      <SelectField density="compact" label="Split" name="split" defaultValue={split ?? ""}>
        {splits.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name} ({s.kind})
          </option>
        ))}
      </SelectField>
      <button type="submit" className="rounded border border-gray-300 px-3 py-1">
        Apply
      </button>
    </form>
  );
}
