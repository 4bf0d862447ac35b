"use client";
import Link from "next/link";
import { useActionState } from "react";
import { resetPasswordAction } from "@/lib/actions/account";
import { NewPasswordFields } from "./new-password-fields";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPasswordAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="space-y-3" noValidate>
      {state.formError && (
        <Notice tone="error">
          {state.formError}
          {!state.fieldErrors && (
            <>
              {" "}
              <Link href="/forgot-password" className="underline">
                Ask for a new link
              </Link>
            </>
          )}
        </Notice>
      )}
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields errors={errors} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save the new password"}
      </Button>
    </ActionForm>
  );
}
