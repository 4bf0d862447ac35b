"use client";
import { useActionState } from "react";
import { scheduleRetirementAction } from "@/lib/actions/disclosure";
import { ActionForm } from "@/components/ui/action-form";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";

/**
 * Retire the split later: a date and time in UTC, when a worker retires it as the Retire button
 * does (a time that has passed retires it now); the scheduled date, if any, and a cancel button.
 */
export function RetireAtForm({
  slug,
  split,
  retireAt,
}: {
  slug: string;
  split: string;
  retireAt: string | null;
}) {
  const [state, action, isPending] = useActionState(scheduleRetirementAction, {});
  const hidden = (
    <>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="split" value={split} />
    </>
  );
  return (
    <div className="mt-2 space-y-1" data-testid={`retire-at-${split}`}>
      <p className="text-sm">
        {retireAt ? `Retires at ${formatDateTime(retireAt)}.` : "No retirement date set."}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ActionForm action={action} className="flex flex-wrap items-center gap-2">
          {hidden}
          <label className="text-sm">
            Retire at (UTC)
            <input
              name="retireAt"
              type="datetime-local"
              required
              className="ml-2 rounded border px-2 py-1"
              aria-invalid={Boolean(state.fieldErrors?.retireAt)}
            />
          </label>
          <button type="submit" disabled={isPending} className="rounded border px-3 py-1 text-sm">
            {retireAt ? "Change the date" : "Set the date"}
          </button>
        </ActionForm>
        {retireAt && (
          <form action={action}>
            {hidden}
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" disabled={isPending} className="rounded border px-3 py-1 text-sm">
              Cancel the date
            </button>
          </form>
        )}
      </div>
      {state.message && (
        <p role="status" className="text-sm text-green-800">
          {state.message}
        </p>
      )}
      {state.formError && (
        <Notice tone="error">
          {state.formError}
          {state.fieldErrors?.retireAt ? `: ${state.fieldErrors.retireAt}` : ""}
        </Notice>
      )}
    </div>
  );
}
