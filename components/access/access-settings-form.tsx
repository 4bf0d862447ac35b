"use client";
import { useActionState, useState } from "react";
import { updateAccessSettingsAction } from "@/lib/actions/access";
import { FIELD_KINDS, MAX_FIELDS, type RequestField } from "@/lib/schemas/access";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

type Draft = { id: string; kind: RequestField["kind"]; label: string; required: boolean; options: string };

const toDraft = (f: RequestField): Draft => ({
  id: f.id,
  kind: f.kind,
  label: f.label,
  required: f.required,
  options: f.kind === "select" ? f.options.join("\n") : "",
});
const fromDraft = (d: Draft) =>
  d.kind === "select"
    ? {
        id: d.id,
        kind: d.kind,
        label: d.label,
        required: d.required,
        options: d.options
          .split("\n")
          .map((o) => o.trim())
          .filter(Boolean),
      }
    : { id: d.id, kind: d.kind, label: d.label, required: d.required };

const MODES = [
  { value: "open", label: "Open: every signed-in user may download" },
  { value: "auto", label: "Automatic: users fill the form and are approved at once" },
  { value: "manual", label: "Manual: a maintainer approves each request" },
];

type Props = {
  slug: string;
  mode: string;
  terms: string;
  fields: RequestField[];
  hiddenSubmitNeedsApproval: boolean;
  contactEmail: string;
};

/** One text input of a request-form field's draft, named "Field <n> <label>" for screen readers. */
function DraftText({
  label,
  index,
  value,
  onChange,
  isCode = false,
}: {
  label: string;
  index: number;
  value: string;
  onChange: (value: string) => void;
  isCode?: boolean;
}) {
  return (
    <label className="text-xs">
      {label}
      <input
        aria-label={`Field ${index + 1} ${label.toLowerCase()}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`block w-full rounded border px-2 py-1 ${isCode ? "font-mono" : ""}`}
      />
    </label>
  );
}

/** Mode, terms and a simple list editor for the request-form fields (sent as JSON). */
export function AccessSettingsForm({
  slug,
  mode,
  terms,
  fields,
  hiddenSubmitNeedsApproval,
  contactEmail,
}: Props) {
  const [state, action, pending] = useActionState(updateAccessSettingsAction.bind(null, slug), {});
  const [drafts, setDrafts] = useState<Draft[]>(fields.map(toDraft));
  const patch = (i: number, p: Partial<Draft>) =>
    setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...p } : d)));
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="space-y-5">
      {state.formError && (
        <Notice tone="error">
          {state.formError}
          {Object.keys(errors).length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(errors).map(([k, v]) => (
                <li key={k}>
                  {k}: {v}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Access mode</legend>
        {MODES.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="mode" value={m.value} defaultChecked={m.value === mode} /> {m.label}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="hiddenSubmitNeedsApproval"
            defaultChecked={hiddenSubmitNeedsApproval}
            className="mt-1"
          />
          <span>Require approved access to submit to hidden splits</span>
        </label>
        <p className="pl-6 text-xs text-gray-700">
          Every hidden-split submission already needs a confirmed email address. With this on, it also needs a
          request you approved: on an open benchmark users then request access here (downloads stay open); on
          automatic and manual benchmarks an approved request is needed anyway.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="contactEmail" className="text-sm font-medium">
          Contact address for access questions
        </label>
        <input
          id="contactEmail"
          name="contactEmail"
          type="email"
          maxLength={320}
          defaultValue={contactEmail}
          aria-invalid={errors.contactEmail ? true : undefined}
          className="rounded border border-gray-300 px-3 py-2 text-sm"
        />
        <p className="text-xs text-gray-700">
          Named wherever users are told to contact the maintainers (a rejection, a revocation). Left empty,
          your account addresses are named.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="terms" className="text-sm font-medium">
          Terms of use (shown before the form; at most 20 000 characters)
        </label>
        <textarea
          id="terms"
          name="terms"
          rows={8}
          maxLength={20_000}
          defaultValue={terms}
          className="rounded border border-gray-300 px-3 py-2 font-mono text-sm"
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">
          Request-form fields ({drafts.length} of {MAX_FIELDS})
        </legend>
        {drafts.map((d, i) => (
          <div
            key={i}
            className="grid gap-2 rounded border border-gray-200 bg-white p-3 sm:grid-cols-[8rem_1fr_8rem_auto]"
            data-testid={`field-${i}`}
          >
            <DraftText label="Id" index={i} value={d.id} onChange={(id) => patch(i, { id })} isCode />
            <DraftText label="Label" index={i} value={d.label} onChange={(label) => patch(i, { label })} />
            <label className="text-xs">
              Kind
              <select
                aria-label={`Field ${i + 1} kind`}
                value={d.kind}
                onChange={(e) => patch(i, { kind: FIELD_KINDS.find((k) => k === e.target.value) ?? "text" })}
                className="block w-full rounded border px-2 py-1"
              >
                {FIELD_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end gap-2 text-xs">
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={d.required}
                  onChange={(e) => patch(i, { required: e.target.checked })}
                />{" "}
                required
              </label>
              <button
                type="button"
                className="text-red-700 underline"
                onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
            {d.kind === "select" && (
              <label className="text-xs sm:col-span-4">
                Options, one per line
                <textarea
                  aria-label={`Field ${i + 1} options`}
                  rows={3}
                  value={d.options}
                  onChange={(e) => patch(i, { options: e.target.value })}
                  className="block w-full rounded border px-2 py-1"
                />
              </label>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          disabled={drafts.length >= MAX_FIELDS}
          onClick={() =>
            setDrafts((ds) => [
              ...ds,
              { id: `field_${ds.length + 1}`, kind: "text", label: "", required: false, options: "" },
            ])
          }
        >
          Add field
        </Button>
      </fieldset>
      <input type="hidden" name="fields" value={JSON.stringify(drafts.map(fromDraft))} />
      <Button type="submit" disabled={pending}>
        Save settings
      </Button>
    </ActionForm>
  );
}
