import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * The look of a text input, select or textarea in a form; red border when aria-invalid. Full
 * width of its column: a select's own width is its longest option, which would otherwise widen
 * a grid column (and a 390 px page) past the screen.
 */
export const CONTROL =
  "w-full min-w-0 rounded border border-gray-300 bg-white px-3 py-2 aria-invalid:border-red-600";

/** The attributes that tie a control to its label, hint and error (ids `<id>-hint`, `<id>-error`). */
export function controlAria(id: string, error?: ReactNode, hint?: ReactNode) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** The error under a control, announced to screen readers; a message of several lines keeps its lines. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm whitespace-pre-line text-red-700">
      {children}
    </p>
  );
}

type ShellProps = {
  /** The control's id (give the control `controlAria(id, error, hint)`). */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A label above any control, with a hint or, once refused, the error below it. */
export function FieldShell({ id, label, error, hint, children }: ShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error announced to screen readers (its id is its name). */
export function Field({ label, name, error, hint, ...input }: Props) {
  return (
    <FieldShell id={name} label={label} error={error} hint={hint}>
      <input name={name} {...controlAria(name, error, hint)} className={`${CONTROL} text-base`} {...input} />
    </FieldShell>
  );
}
