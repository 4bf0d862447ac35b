"use client";
import { useActionState } from "react";
import { scheduleReleaseAction } from "@/lib/actions/bundles";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";

/**
 * Publish the draft later: a date and time in UTC (a time that has passed publishes now), and
 * the scheduled time, if any, with a button to cancel it. The benchmark page's calendar shows it.
 */
export function ScheduleDraftForm({
  slug,
  version,
  publishAt,
}: {
  slug: string;
  version: string;
  publishAt: string | null;
}) {
  const [state, schedule, isPending] = useActionState(scheduleReleaseAction, {});
  return (
    <section className="space-y-2 rounded border bg-white p-4" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        Publish later
      </h2>
      <p className="text-sm" data-testid="draft-schedule">
        {publishAt
          ? `Scheduled: ${version} publishes at ${formatDateTime(publishAt)}. Visitors see that a release is coming, and when, but nothing of it.`
          : "No publication is scheduled."}
      </p>
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <div className="flex flex-wrap items-end gap-2">
        <ActionForm action={schedule} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="version" value={version} />
          <Field
            label="Date and time (UTC)"
            name="at"
            type="datetime-local"
            required
            error={state.fieldErrors?.at}
          />
          <Button type="submit" variant="secondary" disabled={isPending}>
            {publishAt ? "Change the time" : "Schedule"}
          </Button>
        </ActionForm>
        {publishAt && (
          <form action={schedule}>
            <input type="hidden" name="slug" value={slug} />
            <input type="hidden" name="version" value={version} />
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="secondary" disabled={isPending}>
              Cancel the schedule
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
