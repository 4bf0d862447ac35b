"use client";
import { useActionState } from "react";
import { rerunUploadAction } from "@/lib/actions/contamination";
import { TEXT_LINK } from "@/components/ui/text-link";

/** Queues the upload again; finished claims are skipped. */
export function RerunButton({ uploadId, path }: { uploadId: string; path: string }) {
  const [state, action, isPending] = useActionState(rerunUploadAction.bind(null, path), {});
  return (
    <form action={action} className="inline">
      <input type="hidden" name="uploadId" value={uploadId} />
      <button type="submit" disabled={isPending} className={`${TEXT_LINK} disabled:opacity-50`}>
        Run again
      </button>
      {state.formError && (
        <span role="alert" className="ml-2 text-red-800">
          {state.formError}
        </span>
      )}
      {state.message && <span className="ml-2 text-green-800">{state.message}</span>}
    </form>
  );
}
