import type { Answers, RequestField } from "@/lib/schemas/access";

type Props = { fields: RequestField[]; answers: Answers; countries: { code: string; name: string }[] };

/** The answers a user sent with their access request, read-only, in the form's order. */
export function SubmittedAnswers({ fields, answers, countries }: Props) {
  const shown = (f: RequestField): string => {
    const v = answers[f.id];
    if (f.kind === "checkbox") return v === true ? "Yes" : "No";
    if (v === undefined || v === "") return "(no answer)";
    if (f.kind === "country") return countries.find((c) => c.code === v)?.name ?? String(v);
    return String(v);
  };
  if (fields.length === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="sent-answers">
        This benchmark&apos;s form asks no questions: you accepted the terms.
      </p>
    );
  return (
    <dl
      data-testid="sent-answers"
      className="grid gap-x-4 gap-y-1 rounded border border-gray-200 bg-white p-4 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]"
    >
      {fields.map((f) => (
        <div key={f.id} className="contents">
          <dt className="font-medium">{f.label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{shown(f)}</dd>
        </div>
      ))}
    </dl>
  );
}
