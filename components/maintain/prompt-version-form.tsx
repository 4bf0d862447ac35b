"use client";
import { useActionState } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import { PROMPT_PLACEHOLDERS, type PromptTemplates } from "@/lib/ai/evaluate-claim/prompt-templates";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { CONTROL, FieldShell, controlAria } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

const KNOWN = PROMPT_PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ");

const TEMPLATES = [
  {
    name: "verdict",
    label: "Verdict template",
    hint: `Must name {{claim}} and {{labels}}. Known: ${KNOWN}.`,
  },
  { name: "integrity", label: "Integrity template", hint: `Must name {{claim}}. Known: ${KNOWN}.` },
  {
    name: "article",
    label: "Closed-book article template (contamination probe)",
    hint: `Must name {{claim}}; the probe sends no evidence. Known: ${KNOWN}.`,
  },
] as const;

/**
 * A new version of the benchmark's official prompts, starting from the current one: every
 * template is sent, and a refused one keeps what the maintainer typed, with its problems under it.
 */
export function PromptVersionForm({
  action,
  current,
  nextVersion,
}: {
  action: Action;
  current: PromptTemplates;
  nextVersion: number;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm
      action={formAction}
      resetOn={state.ok ? state : null}
      className="space-y-4"
      aria-label="New prompt version"
    >
      {state.ok && state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && (
        <Notice tone="error">{state.formError}: the problems are named under each template.</Notice>
      )}
      {TEMPLATES.map(({ name, label, hint }) => (
        <FieldShell key={name} id={`prompt-${name}`} label={label} hint={hint} error={errors[name]}>
          <textarea
            name={name}
            {...controlAria(`prompt-${name}`, errors[name], hint)}
            className={`${CONTROL} font-mono text-sm`}
            rows={12}
            spellCheck={false}
            defaultValue={current[name]}
          />
        </FieldShell>
      ))}
      <FieldShell
        id="prompt-note"
        label="What changed (optional)"
        hint="Shown beside the version on the benchmark page"
        error={errors.note}
      >
        <textarea
          name="note"
          {...controlAria("prompt-note", errors.note, "Shown beside the version on the benchmark page")}
          className={`${CONTROL} text-base`}
          rows={2}
          maxLength={2000}
        />
      </FieldShell>
      <Button type="submit" disabled={pending}>
        {pending ? "Adding…" : `Add version ${nextVersion}`}
      </Button>
    </ActionForm>
  );
}
