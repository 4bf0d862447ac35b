"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { fileTooLargeMessage } from "@/lib/schemas/upload-limits";

type Receipt = { total: number; rejected: { line: number; claimId: string; problem: string }[] };
type Outcome =
  { kind: "ok"; receipt: Receipt } | { kind: "error"; message: string; fields?: Record<string, string> };

/**
 * Posts a JSONL file to the contamination upload route (`endpoint`), which answers once the
 * file is checked and queued. Shows the claims queued and each rejected claim.
 */
export function EvidenceUploadForm({
  endpoint,
  canExtract,
  label,
  maxBytes,
}: {
  endpoint: string;
  canExtract: boolean;
  label: string;
  maxBytes: number;
}) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isPending, setPending] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const file = data.get("file");
    const tooLarge = file instanceof File ? fileTooLargeMessage(file, maxBytes) : null;
    if (tooLarge) return setOutcome({ kind: "error", message: tooLarge });
    setPending(true);
    try {
      const res = await fetch(endpoint, { method: "POST", body: data });
      // A proxy in front may answer 413 or 5xx with HTML: the status alone then says what happened.
      const body = (await res.json().catch(() => ({}))) as Receipt & {
        error?: { message: string; fields?: Record<string, string> };
      };
      const fallback =
        res.status === 413
          ? "The file is too large for the server"
          : `The upload failed (HTTP ${res.status}); nothing was stored`;
      setOutcome(
        res.ok
          ? { kind: "ok", receipt: body }
          : { kind: "error", message: body.error?.message ?? fallback, fields: body.error?.fields },
      );
      if (res.ok) router.refresh();
    } catch {
      setOutcome({ kind: "error", message: "The upload did not reach the server; nothing was stored" });
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded border border-gray-200 bg-white p-4">
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">{label}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="statements" defaultChecked /> Evidence statements:{" "}
          <code>{"{claim_id, evidence: [..]}"}</code>
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="articles" disabled={!canExtract} /> Fact-check articles:{" "}
          <code>{"{claim_id, article}"}</code>
          {!canExtract && " (unavailable: no LLM endpoint)"}
        </label>
      </fieldset>
      <label className="block text-sm">
        JSONL file{" "}
        <input
          type="file"
          name="file"
          accept=".jsonl"
          required
          className="mt-1 block text-sm"
          aria-label="Evidence file"
        />
      </label>
      <Button type="submit" disabled={isPending}>
        {isPending ? "Uploading…" : "Upload"}
      </Button>
      {outcome?.kind === "error" && (
        <Notice tone="error">
          {outcome.message}
          {outcome.fields && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(outcome.fields).map(([k, v]) => (
                <li key={k}>
                  {k}: {v}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {outcome?.kind === "ok" && (
        <Notice tone="ok">
          Queued {outcome.receipt.total} claim(s).
          {outcome.receipt.rejected.length > 0 && (
            <span>
              {" "}
              Rejected {outcome.receipt.rejected.length}:
              <ul className="mt-1 list-disc pl-5">
                {outcome.receipt.rejected.slice(0, 20).map((r) => (
                  <li key={r.line}>
                    line {r.line}, claim {r.claimId}: {r.problem}
                  </li>
                ))}
              </ul>
            </span>
          )}
        </Notice>
      )}
    </form>
  );
}
