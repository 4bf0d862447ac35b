"use client";
import { useActionState, useState } from "react";
import { requestAccessAction } from "@/lib/actions/access";
import type { Answers, RequestField } from "@/lib/schemas/access";
import { RequestFieldInput } from "@/components/access/request-field-input";
import { SubmittedAnswers } from "@/components/access/submitted-answers";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

type Props = {
  slug: string;
  fields: RequestField[];
  countries: { code: string; name: string }[];
  /** What the user sent last time, or null for a first request. */
  sent: Answers | null;
  /** Whether the user may change and re-send it (pending or rejected), and with which words. */
  edit: { label: string; submitLabel: string } | null;
};

/**
 * The benchmark's request form, generated from its field definitions. Once sent, the answers
 * are shown read-only; "Update my request" (or "ask again" after a rejection) opens the form
 * filled with them.
 */
export function RequestAccessForm({ slug, fields, countries, sent, edit }: Props) {
  const [state, action, pending] = useActionState(requestAccessAction.bind(null, slug), {});
  // The action state at the moment "Update" was pressed: a later successful send closes the
  // form again, a refused one keeps it open with the user's input.
  const [openedAt, setOpenedAt] = useState<typeof state | null>(null);
  const editing = sent === null || (openedAt !== null && (openedAt === state || !state.ok));
  const errors = state.fieldErrors ?? {};
  if (!editing && sent !== null) {
    return (
      <section aria-labelledby="your-request" className="space-y-3">
        <h2 id="your-request" className="text-lg font-semibold">
          Your request
        </h2>
        {state.message && <Notice tone="ok">{state.message}</Notice>}
        <SubmittedAnswers fields={fields} answers={sent} countries={countries} />
        {edit && (
          <Button type="button" variant="secondary" onClick={() => setOpenedAt(state)}>
            {edit.label}
          </Button>
        )}
      </section>
    );
  }
  return (
    <ActionForm action={action} className="space-y-3" noValidate aria-labelledby="request-access">
      <h2 id="request-access" className="text-lg font-semibold">
        {sent ? "Update your request" : "Request access"}
      </h2>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      {fields.map((f) => (
        <RequestFieldInput
          key={f.id}
          field={f}
          error={errors[f.id]}
          countries={countries}
          value={sent?.[f.id]}
        />
      ))}
      <p className="text-sm text-gray-700">By sending this request you agree to the terms above.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {edit && sent ? edit.submitLabel : "Request access"}
        </Button>
        {sent && (
          <Button type="button" variant="secondary" onClick={() => setOpenedAt(null)}>
            Cancel
          </Button>
        )}
      </div>
    </ActionForm>
  );
}
