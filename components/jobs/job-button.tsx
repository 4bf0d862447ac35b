"use client";
import { useActionState } from "react";
import { cancelJobAction, retryJobAction } from "@/lib/actions/jobs";

const ACTIONS = { retry: retryJobAction, cancel: cancelJobAction } as const;

/** Retry (a failed job) or cancel (a queued one) with the server's answer shown beside the button. */
export function JobButton({ jobId, verb }: { jobId: string; verb: keyof typeof ACTIONS }) {
  const [state, action, pending] = useActionState(ACTIONS[verb], {});
  const label = verb === "retry" ? "Retry" : "Cancel";
  return (
    <form action={action} className="inline-flex flex-wrap items-center gap-2">
      <input type="hidden" name="jobId" value={jobId} />
      <button
        type="submit"
        disabled={pending || state.ok}
        aria-label={`${label} job ${jobId}`}
        className="rounded border border-gray-400 px-2 py-0.5 text-xs"
      >
        {label}
      </button>
      <span role="status" className={state.formError ? "text-red-800" : "text-gray-700"}>
        {state.formError ?? state.message ?? ""}
      </span>
    </form>
  );
}
