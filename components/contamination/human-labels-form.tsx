"use client";
import { useActionState, useState } from "react";
import { PAGE_FORM_FILE_MAX_BYTES, formatBytes } from "@/lib/schemas/upload-limits";
import { uploadHumanLabelsAction } from "@/lib/actions/contamination";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

/** Upload of human contamination judgements `{claim_id, model_id, contaminated}` as JSONL. */
export function HumanLabelsForm({ slug }: { slug: string }) {
  const [state, action, isPending] = useActionState(uploadHumanLabelsAction.bind(null, slug), {});
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const fileError = tooLarge ?? state.fieldErrors?.file;
  return (
    <ActionForm
      action={action}
      className="space-y-2"
      fileLimit={{ maxBytes: PAGE_FORM_FILE_MAX_BYTES, onRefuse: setTooLarge }}
    >
      <label className="block text-sm">
        Human labels (JSONL, <code>{"{claim_id, model_id, contaminated: true|false}"}</code>, at most{" "}
        {formatBytes(PAGE_FORM_FILE_MAX_BYTES)})
        <input type="file" name="file" accept=".jsonl" required className="mt-1 block text-sm" />
      </label>
      {fileError && (
        <p role="alert" className="text-sm text-red-800">
          {fileError}
        </p>
      )}
      <Button type="submit" disabled={isPending}>
        Upload labels
      </Button>
      {state.formError && !tooLarge && <Notice tone="error">{state.formError}</Notice>}
      {state.message && !tooLarge && <Notice tone="ok">{state.message}</Notice>}
    </ActionForm>
  );
}
