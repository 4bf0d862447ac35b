"use client";
import { useActionState } from "react";
import { requestPasswordResetAction } from "@/lib/actions/account";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordResetAction, {});
  return (
    <form action={action} className="space-y-3" noValidate>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      <Field key={state.values?.email ?? ""} label="Email" name="email" type="email" autoComplete="email" defaultValue={state.values?.email} error={state.fieldErrors?.email} required />
      <Button type="submit" disabled={pending}>{pending ? "Sending…" : "Email me a reset link"}</Button>
    </form>
  );
}
