"use client";
import { useActionState } from "react";
import { changePasswordAction } from "@/lib/actions/account";
import { Field } from "@/components/ui/field";
import { NewPasswordFields } from "./new-password-fields";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

export function ChangePasswordForm() {
  const [state, action, pending] = useActionState(changePasswordAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="space-y-3" noValidate>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <Field
        label="Current password"
        name="current"
        type="password"
        autoComplete="current-password"
        error={errors.current}
        required
      />
      <NewPasswordFields errors={errors} />
      <Button type="submit" disabled={pending}>
        Change password
      </Button>
    </ActionForm>
  );
}
