"use client";
import { startTransition, useActionState, useState, type FormEvent } from "react";
import { decideAccessAction } from "@/lib/actions/access";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { FieldError } from "@/components/ui/field";
import { Table, Td, Th } from "@/components/ui/table";

type QueueItem = {
  id: string;
  status: string;
  name: string;
  email: string;
  answers: { label: string; value: string }[];
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
};

const day = (iso: string | null) => (iso ? formatDateTime(iso) : "");

/** Which decisions apply to requests in each tab (lib/server/access/decide-access-requests.ts). */
const DECISIONS: Record<string, readonly ("approve" | "reject" | "revoke")[]> = {
  pending: ["approve", "reject"],
  approved: ["revoke"],
  rejected: ["approve"],
  revoked: ["approve"],
  all: ["approve", "reject", "revoke"],
};
const LABELS = { approve: "Approve selected", reject: "Reject selected", revoke: "Revoke selected" } as const;

/**
 * The maintainer's queue: tick requests, then decide them together. The selection is always
 * what is ticked among the rows shown: rows that left the view (decided, filtered) drop out
 * of it, and a decision that went through clears it. The form is submitted by hand (not through
 * `action=`) because React resets a form after its action runs: the DOM checkboxes would clear
 * while the ticks stayed, and the typed reason would be erased, after a refused decision.
 */
export function AccessQueue({ slug, items, tab }: { slug: string; items: QueueItem[]; tab: string }) {
  const [state, action, pending] = useActionState(decideAccessAction.bind(null, slug), {});
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState("");
  // A new outcome that went through clears the ticks and the reason (adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    if (state.ok) {
      setTicked(new Set());
      setReason("");
    }
  }
  const selected = new Set(items.map((i) => i.id).filter((id) => ticked.has(id)));
  const toggle = (id: string) =>
    setTicked(() =>
      selected.has(id) ? new Set([...selected].filter((x) => x !== id)) : new Set([...selected, id]),
    );
  const allChecked = items.length > 0 && items.every((i) => selected.has(i.id));
  const decisions = DECISIONS[tab] ?? DECISIONS.all!;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData();
    for (const id of selected) form.append("ids", id);
    form.set("decision", submitter instanceof HTMLButtonElement ? submitter.value : "");
    form.set("reason", reason);
    startTransition(() => action(form));
  };
  const notices = (
    <>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
    </>
  );
  // Decided requests leave the filtered view, so the outcome must show even when it is empty.
  if (items.length === 0)
    return (
      <div className="space-y-3">
        {notices}
        <p className="text-sm text-gray-700">No requests in this view.</p>
      </div>
    );
  return (
    <form onSubmit={submit} className="space-y-3">
      {notices}
      <Table>
        <thead>
          <tr>
            <Th>
              <input
                type="checkbox"
                aria-label="Select all"
                checked={allChecked}
                onChange={() => setTicked(allChecked ? new Set() : new Set(items.map((i) => i.id)))}
              />
            </Th>
            <Th>Requester</Th>
            <Th>Answers</Th>
            <Th>Status</Th>
            <Th>Requested</Th>
            <Th>Decision</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id} className="align-top" data-testid={`request-${i.email}`}>
              <Td>
                <input
                  type="checkbox"
                  name="ids"
                  value={i.id}
                  aria-label={`Select ${i.email}`}
                  checked={selected.has(i.id)}
                  onChange={() => toggle(i.id)}
                />
              </Td>
              <Td>
                {i.name}
                <br />
                <span className="text-gray-700">{i.email}</span>
              </Td>
              <Td>
                <dl>
                  {i.answers.map((a) => (
                    <div key={a.label}>
                      <dt className="inline font-medium">{a.label}: </dt>
                      <dd className="inline">{a.value}</dd>
                    </div>
                  ))}
                </dl>
              </Td>
              <Td>{i.status}</Td>
              <Td>{day(i.requestedAt)}</Td>
              <Td>
                {i.decidedAt ? `${day(i.decidedAt)}${i.decidedBy ? ` by ${i.decidedBy}` : ""}` : "—"}
                {i.reason ? (
                  <>
                    <br />
                    Reason: {i.reason}
                  </>
                ) : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-sm text-gray-700" data-testid="selection-count">
        {selected.size} of {items.length} selected
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor="reason" className="text-sm font-medium">
          Reason ({decisions.includes("reject") ? "required to reject; " : ""}shown to the requester)
        </label>
        <textarea
          id="reason"
          name="reason"
          rows={2}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="rounded border border-gray-300 px-3 py-2"
          aria-invalid={state.fieldErrors?.reason ? true : undefined}
        />
        {state.fieldErrors?.reason && <FieldError>{state.fieldErrors.reason}</FieldError>}
      </div>
      <div className="flex flex-wrap gap-2">
        {decisions.map((d) => (
          <Button
            key={d}
            type="submit"
            name="decision"
            value={d}
            variant={d === "approve" ? "primary" : d === "reject" ? "secondary" : "danger"}
            disabled={pending || selected.size === 0}
          >
            {LABELS[d]} ({selected.size})
          </Button>
        ))}
      </div>
    </form>
  );
}
