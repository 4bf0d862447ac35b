"use client";
import { useActionState } from "react";
import { uploadHumanLabelsAction } from "@/lib/actions/contamination";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

/** Upload of human contamination judgements `{claim_id, model_id, contaminated}` as JSONL. */
export function HumanLabelsForm({ slug }: { slug: string }) {
  const [state, action, isPending] = useActionState(uploadHumanLabelsAction.bind(null, slug), {});
  return (
    <ActionForm action={action} className="space-y-2">
      <label className="block text-sm">Human labels (JSONL, <code>{"{claim_id, model_id, contaminated: true|false}"}</code>)
        <input type="file" name="file" accept=".jsonl" required className="mt-1 block text-sm" />
      </label>
      {state.fieldErrors?.file && <p className="text-sm text-red-800">{state.fieldErrors.file}</p>}
      <Button type="submit" disabled={isPending}>Upload labels</Button>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
    </ActionForm>
  );
}
