"use client";
import { useActionState } from "react";
import { updateDisclosureStepAction } from "@/lib/actions/disclosure";
import { Notice } from "@/components/ui/notice";

/** A maintainer's choice of η for shares of claims; empty derives it from each number's n. */
export function DisclosureStepForm({
  slug,
  disclosureStep,
}: {
  slug: string;
  disclosureStep: number | null;
}) {
  const [state, action, pending] = useActionState(updateDisclosureStepAction, {});
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="slug" value={slug} />
      <label className="flex flex-col text-sm">
        Disclosure step η for shares of claims (empty: derived from n)
        <input
          name="disclosureStep"
          inputMode="decimal"
          defaultValue={disclosureStep ?? ""}
          placeholder="derived"
          className="w-40 rounded border px-2 py-2"
          aria-invalid={Boolean(state.fieldErrors?.disclosureStep)}
        />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-blue-700 px-4 py-2 text-sm text-white">
        Save step
      </button>
      {state.message && (
        <span role="status" className="text-sm">
          {state.message}
        </span>
      )}
      {state.formError && (
        <Notice tone="error">
          {state.formError} {Object.values(state.fieldErrors ?? {}).join(" ")}
        </Notice>
      )}
    </form>
  );
}
