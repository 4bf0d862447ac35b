import type { RequestField } from "@/lib/schemas/access";

const INPUT = "rounded border border-gray-300 px-3 py-2 text-base aria-invalid:border-red-600";

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
    id,
    name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  const label = `${field.label}${field.required ? " (required)" : ""}`;
  return (
    <div className="flex flex-col gap-1">
      {field.kind === "checkbox" ? (
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" defaultChecked={value === true} {...common} /> {label}
        </label>
      ) : (
        <>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
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
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
