"use client";
import { useEffect, useRef, useTransition, type FormHTMLAttributes } from "react";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "onSubmit"> & {
  /** The `dispatch` of useActionState. */
  action: (data: FormData) => void;
  /** Clear the fields once the action reports `ok` (e.g. after registering a model). */
  resetOn?: unknown;
};

/**
 * A form for a Server Action that keeps what the user typed when the server refuses it.
 * `<form action={…}>` makes React reset every field after each submission, refused or not;
 * dispatching from onSubmit inside a transition does not, and pending states still work.
 * With `resetOn` set to a truthy value that changes (the action state's `ok`), the form clears.
 */
export function ActionForm({ action, resetOn, children, ...rest }: Props) {
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
        startTransition(() => action(data));
      }}
    >
      {children}
    </form>
  );
}
