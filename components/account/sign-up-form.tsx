"use client";
import { useActionState } from "react";
import { signUpAction } from "@/lib/actions/account";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

export function SignUpForm() {
  const [state, action, pending] = useActionState(signUpAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="space-y-3" noValidate>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <Field label="Name" name="name" autoComplete="name" error={errors.name} required />
      <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} required />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters"
        error={errors.password}
        required
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Creating…" : "Sign up"}
      </Button>
    </ActionForm>
  );
}
