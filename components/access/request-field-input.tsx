import { CONTROL, FieldError, FieldShell, controlAria } from "@/components/ui/field";
import type { RequestField } from "@/lib/schemas/access";

const INPUT = `${CONTROL} text-base`;

/** One question of the access form; inputs are named `answer.<id>` (see lib/actions/access.ts). */
type Props = {
  field: RequestField;
  error?: string;
  countries: { code: string; name: string }[];
  value?: string | boolean;
};

/** `value`: the user's earlier answer, so "Update my request" starts from what they sent. */
export function RequestFieldInput({ field, error, countries, value }: Props) {
  const text = typeof value === "string" ? value : "";
  const id = `answer-${field.id}`;
  const name = `answer.${field.id}`;
  const common = {
    ...controlAria(id, error),
    name,
    required: field.required,
  };
  const label = `${field.label}${field.required ? " (required)" : ""}`;
  if (field.kind === "checkbox")
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" defaultChecked={value === true} {...common} /> {label}
        </label>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
    );
  return (
    <FieldShell id={id} label={label} error={error}>
      {field.kind === "text" && (
        <input type="text" maxLength={2000} defaultValue={text} className={INPUT} {...common} />
      )}
      {field.kind === "date" && <input type="date" defaultValue={text} className={INPUT} {...common} />}
      {field.kind === "select" && (
        <select className={INPUT} defaultValue={text} {...common}>
          <option value="">Choose…</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
      {field.kind === "country" && (
        <select className={INPUT} defaultValue={text} {...common}>
          <option value="">Choose a country…</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
