"use client";
import { useActionState } from "react";
import { retireSplitAction } from "@/lib/actions/disclosure";
import { Notice } from "@/components/ui/notice";

/** Retiring asks for the split's name typed out: it makes the labels public for good. */
export function RetireSplitForm({ slug, split }: { slug: string; split: string }) {
  const [state, action, pending] = useActionState(retireSplitAction, {});
  if (state.ok)
    return (
      <p role="status" className="text-sm text-green-800">
        {state.message}
      </p>
    );
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="split" value={split} />
      <label className="text-sm">
        Type <span className="font-mono">{split}</span> to retire it
        <input
          name="confirm"
          className="ml-2 w-28 rounded border px-2 py-1"
          autoComplete="off"
          aria-invalid={Boolean(state.fieldErrors?.confirm)}
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-red-700 px-3 py-1 text-sm text-red-800"
      >
        Retire {split}
      </button>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
    </form>
  );
}
