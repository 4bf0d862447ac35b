"use client";
import Link from "next/link";
import { useActionState } from "react";
import { verifyEmailAction } from "@/lib/actions/account";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextLink } from "@/components/ui/text-link";

export function ConfirmEmailForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(verifyEmailAction, {});
  if (state.ok) {
    return (
      <div className="space-y-3">
        <Notice tone="ok">{state.message}</Notice>
        <p className="text-sm">
          <TextLink href="/submit">Submit predictions</TextLink> ·{" "}
          <TextLink href="/account">Your account</TextLink>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className="space-y-3">
      {state.formError && (
        <Notice tone="error">
          {state.formError}{" "}
          <Link href="/account#email" className="underline">
            Send a new link
          </Link>
        </Notice>
      )}
      <p className="text-sm text-gray-700">
        Press the button to confirm that this address is yours. The link works once.
      </p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        Confirm my email address
      </Button>
    </form>
  );
}
