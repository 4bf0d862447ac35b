"use client";
import { useActionState } from "react";
import { setSplitSealedAction } from "@/lib/actions/disclosure";
import { Notice } from "@/components/ui/notice";

/** Seals a hidden test split, or unseals it (sealed-splits.ts); the page reloads with the new state. */
export function SealSplitForm({ slug, split, sealed }: { slug: string; split: string; sealed: boolean }) {
  const [state, action, pending] = useActionState(setSplitSealedAction, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="split" value={split} />
      <input type="hidden" name="sealed" value={sealed ? "false" : "true"} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-gray-400 px-3 py-1 text-sm"
        aria-describedby={`seal-${split}-hint`}
      >
        {sealed ? `Unseal ${split}` : `Seal ${split}`}
      </button>
      <span id={`seal-${split}-hint`} className="text-xs text-gray-700">
        {sealed
          ? "Sealed: texts for maintainers only, endpoint evaluations only."
          : "Sealing hides its texts from participants and takes endpoint evaluations only."}
      </span>
      {state.ok && (
        <p role="status" className="text-sm text-green-800">
          {state.message}
        </p>
      )}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
    </form>
  );
}
