"use client";
import { useActionState } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;
type TargetOption = { benchmark: string; title: string; split: string; isHidden: boolean };

/** "Start evaluation": a split to run the model's endpoint on; the run's page opens once it is queued. */
export function StartEvaluationForm({
  action,
  targets,
  defaultRegime,
}: {
  action: Action;
  targets: TargetOption[];
  /** The model's own default regime when LiveCheck can run it, else evidence-bounded. */
  defaultRegime: "evidence_bounded" | "closed_book";
}) {
  const [state, formAction, pending] = useActionState(action, {});
  if (targets.length === 0) return <p className="text-sm">No benchmark split is open to you yet.</p>;
  return (
    <ActionForm action={formAction} className="space-y-3">
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <SelectField label="Split" name="target" defaultValue={`${targets[0]?.benchmark} ${targets[0]?.split}`}>
        {targets.map((t) => (
          <option key={`${t.benchmark} ${t.split}`} value={`${t.benchmark} ${t.split}`}>
            {t.title}: {t.split}
            {t.isHidden ? " (hidden test split: uses one of today’s submissions)" : ""}
          </option>
        ))}
      </SelectField>
      <SelectField label="Regime" name="regime" defaultValue={defaultRegime}>
        <option value="evidence_bounded">
          Evidence-bounded (the benchmark&apos;s evidence at each slice)
        </option>
        <option value="closed_book">Closed book (no evidence)</option>
      </SelectField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPublic" /> Show the score on the public board once scored
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="contamination" /> Also run the closed-book contamination probe
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? "Starting…" : "Start evaluation"}
      </Button>
    </ActionForm>
  );
}
