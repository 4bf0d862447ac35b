"use client";
import { useActionState } from "react";
import { requestPasswordResetAction } from "@/lib/actions/account";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordResetAction, {});
  return (
    <ActionForm action={action} className="space-y-3" noValidate>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={state.fieldErrors?.email}
        required
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Email me a reset link"}
      </Button>
    </ActionForm>
  );
}
