"use client";
import { useActionState } from "react";
import { saveMetricsAction } from "@/lib/actions/contamination";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

type MetricRow = {
  name: string;
  kind: "meteor" | "meteor_averitec" | "embedding";
  model: string | null;
  baseUrl: string | null;
  tau: number;
  scored: number;
};

const input = "w-full min-w-0 rounded border px-2 py-1";

/** The named metrics, one fieldset each, and two blank ones to add; saving replaces the list. */
export function MetricsForm({ slug, metrics, pairs }: { slug: string; metrics: MetricRow[]; pairs: number }) {
  const [state, action, isPending] = useActionState(saveMetricsAction.bind(null, slug), {});
  const errors = state.fieldErrors ?? {};
  const rows: (MetricRow | null)[] = [...metrics, null, null];
  const error = (i: number, field: string) => {
    const message = errors[`row.${i}.${field}`];
    return message ? <span className="text-red-800">{message}</span> : null;
  };
  return (
    <ActionForm action={action} className="space-y-3" data-testid="metrics-form">
      {rows.map((m, i) => {
        const at = i;
        return (
          <fieldset
            key={i}
            className="grid gap-2 rounded border border-gray-200 bg-white p-3 text-sm sm:grid-cols-6"
          >
            <legend className="px-1 font-medium">{m ? m.name : "Add a metric"}</legend>
            <label className="flex min-w-0 flex-col">
              Name
              <input name={`name.${i}`} defaultValue={m?.name ?? ""} className={input} />
              {error(at, "name")}
            </label>
            <label className="flex min-w-0 flex-col">
              Kind
              <select name={`kind.${i}`} defaultValue={m?.kind ?? "embedding"} className={input}>
                <option value="meteor">METEOR</option>
                <option value="meteor_averitec">METEOR as the AVeriTeC scorer</option>
                <option value="embedding">Embedding cosine</option>
              </select>
            </label>
            <label className="flex min-w-0 flex-col sm:col-span-2">
              Endpoint (OpenAI-compatible base URL)
              <input
                name={`baseUrl.${i}`}
                defaultValue={m?.baseUrl ?? ""}
                placeholder="https://api.example.org/v1"
                className={input}
              />
              {error(at, "baseUrl")}
            </label>
            <label className="flex min-w-0 flex-col">
              Model id
              <input name={`model.${i}`} defaultValue={m?.model ?? ""} className={input} />
              {error(at, "model")}
            </label>
            <label className="flex min-w-0 flex-col">
              τ (or &quot;calibrated&quot;)
              <input name={`tau.${i}`} defaultValue={m ? String(m.tau) : ""} className={input} />
              {error(at, "tau")}
            </label>
            {m && (
              <p className="text-gray-700 sm:col-span-5">
                Scored on {m.scored} of {pairs} evidence pair(s).
              </p>
            )}
            {m && (
              <label className="flex items-center gap-1">
                <input type="checkbox" name={`remove.${i}`} /> Remove
              </label>
            )}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={isPending}>
        Save metrics
      </Button>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
    </ActionForm>
  );
}
