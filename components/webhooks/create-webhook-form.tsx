"use client";
import { useActionState } from "react";
import { createWebhookAction } from "@/lib/actions/webhooks";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field, FieldError } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { WEBHOOK_EVENTS } from "@/lib/vocabulary";

/** What each event tells, as the form lists them. */
const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "release.published": "a release of a benchmark is published",
  "split.opened": "a new split opens for submissions",
  "split.retired": "a hidden split is retired (its labels become public)",
  "submission.scored": "your submission is scored",
  "submission.failed": "your submission fails to score",
  "evaluation.finished": "your endpoint evaluation finishes",
  "access.decided": "your access request is decided",
};

export function CreateWebhookForm() {
  const [state, action, pending] = useActionState(createWebhookAction, {});
  return (
    <section className="space-y-3" aria-labelledby="new-webhook">
      <h2 id="new-webhook" className="text-lg font-semibold">
        New webhook
      </h2>
      {state.secret && (
        <Notice tone="ok">
          <p>Copy the signing secret now; it will not be shown again.</p>
          <code data-testid="webhook-secret" className="mt-2 block rounded bg-white p-2 font-mono break-all">
            {state.secret}
          </code>
          <p className="mt-2">
            <CopyButton text={state.secret} label="secret" />
          </p>
        </Notice>
      )}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <ActionForm action={action} className="space-y-3">
        <Field
          label="Receiver URL"
          name="url"
          type="url"
          placeholder="https://hooks.example.org/livecheck"
          hint="https, at a public address"
          error={state.fieldErrors?.url}
          required
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Events</legend>
          {WEBHOOK_EVENTS.map((e) => (
            <label key={e} className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="events" value={e} className="mt-1" />
              <span>
                <code>{e}</code>: {EVENT_LABELS[e]}
              </span>
            </label>
          ))}
          {state.fieldErrors?.events && <FieldError>{state.fieldErrors.events}</FieldError>}
        </fieldset>
        <Button type="submit" disabled={pending}>
          Create webhook
        </Button>
      </ActionForm>
    </section>
  );
}
