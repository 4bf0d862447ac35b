"use client";
import { useActionState } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** "Evaluate on every new split": a benchmark, a monthly limit in USD, and whether scores are public. */
export function ReleaseDayForm({
  action,
  benchmarks,
}: {
  action: Action;
  benchmarks: { slug: string; title: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  if (benchmarks.length === 0) return <p className="text-sm">No benchmark is open to you yet.</p>;
  const e = state.fieldErrors ?? {};
  return (
    <ActionForm action={formAction} className="space-y-3">
      <div aria-live="polite">
        {state.formError && <Notice tone="error">{state.formError}</Notice>}
        {state.ok && state.message && <Notice tone="ok">{state.message}</Notice>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Benchmark"
          name="benchmark"
          defaultValue={benchmarks[0]?.slug}
          error={e.benchmark}
        >
          {benchmarks.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.title}
            </option>
          ))}
        </SelectField>
        <Field
          label="Monthly limit (USD)"
          name="monthlyLimitUsd"
          inputMode="decimal"
          required
          defaultValue="10"
          error={e.monthlyLimitUsd}
          hint="Each run counts at the endpoint's limit per run until it ends, then at its cost"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPublic" defaultChecked /> Show the scores on the public board once
        scored
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Evaluate on every new split"}
      </Button>
    </ActionForm>
  );
}

/** "Opt out" of one benchmark's release-day evaluations. */
export function ReleaseDayOptOut({ action, title }: { action: Action; title: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <ActionForm action={formAction} className="inline">
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Opt out of ${title}`}>
        Opt out
      </Button>
    </ActionForm>
  );
}
