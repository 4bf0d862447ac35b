"use client";
import { useActionState } from "react";
import { requestAccessAction } from "@/lib/actions/access";
import type { RequestField } from "@/lib/schemas/access";
import { RequestFieldInput } from "@/components/access/request-field-input";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

type Props = { slug: string; fields: RequestField[]; countries: { code: string; name: string }[]; submitLabel: string };

/** The benchmark's request form, generated from its field definitions. */
export function RequestAccessForm({ slug, fields, countries, submitLabel }: Props) {
  const [state, action, pending] = useActionState(requestAccessAction.bind(null, slug), {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="space-y-3" noValidate aria-labelledby="request-access">
      <h2 id="request-access" className="text-lg font-semibold">Request access</h2>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      {fields.map((f) => <RequestFieldInput key={f.id} field={f} error={errors[f.id]} countries={countries} />)}
      <p className="text-sm text-gray-700">By sending this request you agree to the terms above.</p>
      <Button type="submit" disabled={pending}>{submitLabel}</Button>
    </ActionForm>
  );
}
