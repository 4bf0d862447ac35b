"use client";
import { useEffect, useRef, useTransition, type FormHTMLAttributes } from "react";
import { fileTooLargeMessage } from "@/lib/schemas/upload-limits";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "onSubmit"> & {
  /** The `dispatch` of useActionState. */
  action: (data: FormData) => void;
  /** Clear the fields once the action reports `ok` (e.g. after registering a model). */
  resetOn?: unknown;
  /**
   * Checked before sending: a file input over the limit is not sent (Next.js would refuse the
   * body and show an error page); `onRefuse` gets the message to show instead.
   */
  fileLimit?: { maxBytes: number; onRefuse: (message: string | null) => void };
};

/**
 * A form for a Server Action that keeps what the user typed when the server refuses it.
 * `<form action={…}>` makes React reset every field after each submission, refused or not;
 * dispatching from onSubmit inside a transition does not, and pending states still work.
 * With `resetOn` set to a truthy value that changes (the action state's `ok`), the form clears.
 */
export function ActionForm({ action, resetOn, fileLimit, children, ...rest }: Props) {
  const [, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (resetOn) ref.current?.reset();
  }, [resetOn]);
  return (
    <form
      ref={ref}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        if (fileLimit) {
          const files = [...data.values()].filter((v): v is File => v instanceof File);
          const problem = files.map((f) => fileTooLargeMessage(f, fileLimit.maxBytes)).find(Boolean) ?? null;
          fileLimit.onRefuse(problem);
          if (problem) return;
        }
        startTransition(() => action(data));
      }}
    >
      {children}
    </form>
  );
}
