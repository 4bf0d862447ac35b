import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { CONTROL, FieldShell, controlAria } from "./field";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: ReactNode;
  /** Defaults to a generated id; give one when something else points at the select. */
  id?: string;
} & (
    | {
        /** Label above in medium weight, a roomy control, the hint or error below (forms). */
        density?: "form";
        error?: string;
        hint?: ReactNode;
      }
    | {
        /** A plain small label around a tight control (filter bars, settings rows); no hint or error. */
        density: "compact";
        /** Extra classes for the label wrapper (e.g. `min-w-0`). */
        labelClassName?: string;
      }
  );

const COMPACT = "rounded border border-gray-300 bg-white px-2 py-1 text-sm";

/** A labelled select; its error (if any) is announced and tied to it with aria-describedby. */
export function SelectField(props: Props) {
  const generated = useId();
  if (props.density === "compact") {
    const { label, id, density: _, labelClassName = "", className = "", children, ...select } = props;
    const selectId = id ?? generated;
    return (
      <label htmlFor={selectId} className={`flex flex-col gap-0.5 text-sm ${labelClassName}`}>
        {label}
        <select id={selectId} className={`${COMPACT} ${className}`} {...select}>
          {children}
        </select>
      </label>
    );
  }
  const { label, id, density: _, error, hint, className = "", children, ...select } = props;
  const selectId = id ?? generated;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      <select {...controlAria(selectId, error, hint)} className={`${CONTROL} ${className}`} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}
