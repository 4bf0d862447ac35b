"use client";
import { useActionState } from "react";
import { setBenchmarkStatusAction } from "@/lib/actions/admin";
import { Notice } from "@/components/ui/notice";
import { formatDate } from "@/lib/format";
import type { AdminBenchmarkRow } from "@/lib/server/benchmarks/list-benchmarks-for-admin";

type Change = "archive" | "unarchive" | "unpublish" | "republish";

/**
 * Archive (readable, no new submissions) and unpublish (hidden from all but maintainers and
 * admins) a benchmark, each undoable; what each does is said beside its button.
 */
export function BenchmarkStatusEditor({ benchmark }: { benchmark: AdminBenchmarkRow }) {
  const [state, action, pending] = useActionState(setBenchmarkStatusAction, {});
  const button = (change: Change, label: string) => (
    <form action={action}>
      <input type="hidden" name="slug" value={benchmark.slug} />
      <input type="hidden" name="change" value={change} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`${label} ${benchmark.slug}`}
        className="rounded border px-2 py-0.5 text-xs"
      >
        {label}
      </button>
    </form>
  );
  return (
    <div className="space-y-2" data-testid={`status-${benchmark.slug}`}>
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {benchmark.archivedAt ? (
          <>
            <span>Archived on {formatDate(benchmark.archivedAt)}: takes no new submissions.</span>
            {button("unarchive", "Unarchive")}
          </>
        ) : (
          <>
            <span className="text-gray-700">Open for submissions.</span>
            {button("archive", "Archive")}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {benchmark.unpublishedAt ? (
          <>
            <span>
              Unpublished on {formatDate(benchmark.unpublishedAt)}: only maintainers and admins can see it.
            </span>
            {button("republish", "Publish again")}
          </>
        ) : (
          <>
            <span className="text-gray-700">
              {benchmark.published
                ? "Public."
                : "No published release yet: only maintainers and admins see it."}
            </span>
            {button("unpublish", "Unpublish")}
          </>
        )}
      </div>
    </div>
  );
}
