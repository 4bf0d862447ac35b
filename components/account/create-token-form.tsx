"use client";
import { useActionState } from "react";
import { createTokenAction } from "@/lib/actions/tokens";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field";
import { CopyButton } from "@/components/ui/copy-button";

const SCOPES = [
  { value: "read", label: "read: list and download what you can see" },
  { value: "write", label: "write: submit predictions and request access" },
  { value: "admin", label: "admin: admin APIs (admins only)" },
];

export function CreateTokenForm({ isAdmin }: { isAdmin: boolean }) {
  const [state, action, pending] = useActionState(createTokenAction, {});
  return (
    <section className="space-y-3" aria-labelledby="new-token">
      <h2 id="new-token" className="text-lg font-semibold">
        New token
      </h2>
      {state.secret && (
        <Notice tone="ok">
          <p>Copy this token now; it will not be shown again.</p>
          <code data-testid="token-secret" className="mt-2 block break-all rounded bg-white p-2 font-mono">
            {state.secret}
          </code>
          <p className="mt-2">
            <CopyButton text={state.secret} label="token" />
          </p>
        </Notice>
      )}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <ActionForm action={action} className="space-y-3">
        <Field
          label="Token name"
          name="name"
          placeholder="e.g. laptop scorer"
          error={state.fieldErrors?.name}
          required
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Scopes</legend>
          {SCOPES.filter((s) => isAdmin || s.value !== "admin").map((s) => (
            <label key={s.value} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="scopes" value={s.value} defaultChecked={s.value === "read"} />{" "}
              {s.label}
            </label>
          ))}
          {state.fieldErrors?.scopes && <FieldError>{state.fieldErrors.scopes}</FieldError>}
        </fieldset>
        <Button type="submit" disabled={pending}>
          Create token
        </Button>
      </ActionForm>
    </section>
  );
}
