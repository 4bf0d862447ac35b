"use client";
import { useActionState } from "react";
import { updateProfileAction } from "@/lib/actions/account";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

export function ProfileForm({ name }: { name: string }) {
  const [state, action, pending] = useActionState(updateProfileAction, {});
  return (
    <ActionForm action={action} className="space-y-3">
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      <Field label="Name" name="name" defaultValue={name} error={state.fieldErrors?.name} required />
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </ActionForm>
  );
}
