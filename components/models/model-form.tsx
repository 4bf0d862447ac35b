"use client";
import { startTransition, useActionState, useEffect, useRef, type ComponentProps } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import { REGIME_LABELS, REGIMES, MAX_MODEL_LINKS, type ModelDto } from "@/lib/schemas/model";
import { CONTROL, Field, FieldShell, controlAria } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

/** The form's inputs in order (each named as the ModelDto field it edits). */
const TEXT_FIELDS = [
  { name: "name", label: "Model name", required: true, maxLength: 100 },
  { name: "organisation", label: "Organisation", required: true, maxLength: 100 },
  {
    name: "parameterCountB",
    label: "Parameters (billions)",
    inputMode: "decimal",
    hint: "e.g. 70 for 70B, 0.5 for 500M; blank if undisclosed",
  },
  {
    name: "costPerRunUsd",
    label: "Cost per run (USD)",
    inputMode: "decimal",
    hint: "One full evaluation run; blank if unknown",
  },
  { name: "declaredCutoff", label: "Declared knowledge cutoff", type: "date", required: true },
  {
    name: "cutoffSource",
    label: "Cutoff source",
    required: true,
    hint: "Where the cutoff is declared, e.g. the model card URL",
    maxLength: 300,
  },
  {
    name: "estimatedCutoff",
    label: "Estimated cutoff (optional)",
    type: "date",
    hint: "Your own estimate, if it differs from the declared one",
  },
] as const satisfies readonly (ComponentProps<typeof Field> & { name: keyof ModelDto })[];

type Props = {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  /** Present when editing; the form starts from these values. */
  model?: ModelDto;
  submitLabel: string;
};

/** Register or edit a model. Server errors come back per field, named as the inputs are. */
export function ModelForm({ action, model, submitLabel }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const form = useRef<HTMLFormElement>(null);
  const e = state.fieldErrors ?? {};
  // A registration that worked clears the form for the next one; an edit keeps its values.
  useEffect(() => {
    if (state.ok && !model) form.current?.reset();
  }, [state, model]);

  // Submitted by hand rather than through `action`, so React does not reset the inputs
  // and a user who gets a field error keeps what they typed.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  }

  return (
    <form ref={form} onSubmit={onSubmit} className="space-y-3" aria-label={submitLabel}>
      {state.ok && state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, ...field }) => (
          <Field key={name} name={name} defaultValue={model?.[name] ?? ""} error={e[name]} {...field} />
        ))}
        <SelectField
          id="regime"
          name="regime"
          label="Default regime"
          defaultValue={model?.regime ?? "closed_book"}
          error={e.regime}
        >
          {REGIMES.map((r) => (
            <option key={r} value={r}>
              {REGIME_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="openWeights" defaultChecked={model?.openWeights ?? false} /> Open weights
      </label>
      <FieldShell id="links" label={`Links (one per line, up to ${MAX_MODEL_LINKS})`} error={e.links}>
        <textarea
          {...controlAria("links", e.links)}
          name="links"
          rows={3}
          defaultValue={model?.links.join("\n")}
          className={`${CONTROL} font-mono text-sm`}
          placeholder="https://…"
        />
      </FieldShell>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
