"use client";
import { useActionState } from "react";
import { setMaintainerAction } from "@/lib/actions/admin";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";
import type { AdminBenchmarkRow } from "@/lib/server/benchmarks/list-benchmarks-for-admin";

/** One benchmark's maintainers with a remove button each, and a form to add one by email. */
export function MaintainerEditor({ benchmark }: { benchmark: AdminBenchmarkRow }) {
  const [state, action, pending] = useActionState(setMaintainerAction, {});
  return (
    <div className="space-y-2" data-testid={`maintainers-${benchmark.slug}`}>
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && (
        <Notice tone="error">
          {state.formError} {Object.values(state.fieldErrors ?? {}).join(" ")}
        </Notice>
      )}
      <ul className="space-y-1 text-sm">
        {benchmark.maintainers.length === 0 && (
          <li className="text-gray-700">No maintainer: only admins can manage it.</li>
        )}
        {benchmark.maintainers.map((m) => (
          <li key={m.email} className="flex flex-wrap items-center gap-2">
            <span className="break-all">
              {m.name} &lt;{m.email}&gt;
            </span>
            <form action={action}>
              <input type="hidden" name="slug" value={benchmark.slug} />
              <input type="hidden" name="email" value={m.email} />
              <input type="hidden" name="maintains" value="0" />
              <button
                type="submit"
                disabled={pending}
                aria-label={`Remove ${m.email} from ${benchmark.slug}`}
                className="rounded border px-2 py-0.5 text-xs"
              >
                Remove
              </button>
            </form>
          </li>
        ))}
      </ul>
      <ActionForm action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="slug" value={benchmark.slug} />
        <input type="hidden" name="maintains" value="1" />
        <label className="flex min-w-0 flex-1 flex-col text-xs">
          Add a maintainer (email of an existing account)
          <input
            name="email"
            type="email"
            required
            aria-label={`New maintainer of ${benchmark.slug}`}
            className="rounded border px-2 py-1 text-sm"
          />
        </label>
        <button type="submit" disabled={pending} className="rounded bg-blue-700 px-3 py-1 text-sm text-white">
          Add
        </button>
      </ActionForm>
    </div>
  );
}
