"use client";
import { useActionState } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** "Test connection" (one tiny request; its answer or its error) and "Remove endpoint". */
export function EndpointActions({ test, remove }: { test: Action; remove: Action }) {
  const [tested, testAction, testing] = useActionState(test, {});
  const [removed, removeAction, removing] = useActionState(remove, {});
  return (
    <div className="space-y-3">
      <div aria-live="polite" className="space-y-2">
        {tested.ok && tested.message && (
          <Notice tone="ok">
            <span className="break-words" data-testid="endpoint-test-result">
              {tested.message}
            </span>
          </Notice>
        )}
        {tested.formError && (
          <Notice tone="error">
            <span className="break-words" data-testid="endpoint-test-result">
              {tested.formError}
            </span>
          </Notice>
        )}
        {removed.formError && <Notice tone="error">{removed.formError}</Notice>}
      </div>
      <div className="flex flex-wrap gap-3">
        <ActionForm action={testAction}>
          <Button type="submit" variant="secondary" disabled={testing}>
            {testing ? "Testing…" : "Test connection"}
          </Button>
        </ActionForm>
        <ActionForm action={removeAction}>
          <Button type="submit" variant="danger" disabled={removing}>
            Remove endpoint
          </Button>
        </ActionForm>
      </div>
    </div>
  );
}
