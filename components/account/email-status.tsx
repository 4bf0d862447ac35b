"use client";
import { useActionState } from "react";
import { sendEmailVerificationAction } from "@/lib/actions/account";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

/** The account's address, whether it is confirmed, and a button to (re)send the link. */
export function EmailStatus({ email, verifiedAt }: { email: string; verifiedAt: string | null }) {
  const [state, action, pending] = useActionState(sendEmailVerificationAction, {});
  if (verifiedAt) {
    return (
      <p className="text-sm" data-testid="email-status" data-verified="true">
        {email} · <span className="text-green-800">confirmed on {verifiedAt.slice(0, 10)}</span>
      </p>
    );
  }
  return (
    <form action={action} className="space-y-2" data-testid="email-status" data-verified="false">
      <p className="text-sm">
        {email} · <span className="font-medium text-amber-800">not confirmed yet</span>. Submitting to hidden
        test splits needs a confirmed address; public dev splits do not.
      </p>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      <Button type="submit" variant="secondary" disabled={pending}>
        {state.ok ? "Send the link again" : "Send me a confirmation link"}
      </Button>
    </form>
  );
}
