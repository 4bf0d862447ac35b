import { Notice } from "@/components/ui/notice";
import { formatWait } from "@/components/access/format-wait";
import { formatDateTime } from "@/lib/format";
import type { AccessMode } from "@/lib/vocabulary";
import type { AccessStatusDto } from "@/lib/schemas/dto/access";

/** Whether a reason already ends its sentence (no second period after it). */
const endsSentence = (text: string | null) => /[.!?…]\s*$/.test(text ?? "");

type StatusProps = {
  state: AccessStatusDto["status"];
  mode: AccessMode;
  reason: string | null;
  requestedAt: string | null;
  decidedAt: string | null;
  usualWaitSeconds: number | null;
  signedIn: boolean;
  /** The maintainers' listed address (getBenchmarkContact), named where the user must write to them. */
  contact: string | null;
};

const day = (iso: string | null) => (iso ? formatDateTime(iso) : "");

/** Where the user stands, always visible: pending with the usual wait, approved, or why not. */
export function AccessStatusPanel(p: StatusProps) {
  return (
    <section
      aria-labelledby="access-status"
      data-testid="access-status"
      data-state={p.state}
      className="space-y-2"
    >
      <h2 id="access-status" className="text-lg font-semibold">
        Your access
      </h2>
      {p.state === "open" && (
        <Notice tone="ok">This benchmark is open: every signed-in user can download its files.</Notice>
      )}
      {p.mode === "open" && p.state !== "open" && p.state !== "maintainer" && (
        <p className="text-sm text-gray-700" data-testid="hidden-submit-gate">
          Downloads are open to every signed-in user. Its maintainers require approved access to submit to
          hidden test splits: that is what this request is for.
        </p>
      )}
      {p.state === "maintainer" && (
        <Notice tone="ok">You maintain this benchmark, so you always have access.</Notice>
      )}
      {p.state === "approved" && (
        <Notice tone="ok">
          Approved{p.decidedAt ? ` on ${day(p.decidedAt)}` : ""}.{" "}
          {p.mode === "open"
            ? "You can submit to its hidden test splits."
            : "You can download the files below."}
        </Notice>
      )}
      {p.state === "pending" && (
        <Notice>
          Pending since {day(p.requestedAt)}.{" "}
          {p.usualWaitSeconds === null
            ? "No decision has been made here yet, so we cannot estimate the wait."
            : `Requests here are usually decided in ${formatWait(p.usualWaitSeconds)}.`}
        </Notice>
      )}
      {p.state === "rejected" && (
        <Notice tone="error">
          Rejected{p.decidedAt ? ` on ${day(p.decidedAt)}` : ""}. Reason:{" "}
          <span data-testid="access-reason">{p.reason}</span>
          {endsSentence(p.reason) ? "" : "."} You may correct your answers and ask again
          {p.contact ? (
            <>
              ; questions go to{" "}
              <a className="underline" href={`mailto:${p.contact.split(",")[0]?.trim() ?? ""}`}>
                {p.contact}
              </a>
            </>
          ) : null}
          .
        </Notice>
      )}
      {p.state === "revoked" && (
        <Notice tone="error">
          Your access was revoked{p.decidedAt ? ` on ${day(p.decidedAt)}` : ""}.
          {p.reason ? (
            <>
              {" "}
              Reason: <span data-testid="access-reason">{p.reason}</span>
              {endsSentence(p.reason) ? "" : "."}
            </>
          ) : null}{" "}
          {p.contact ? (
            <>
              To restore it, write to the maintainers at{" "}
              <a
                className="underline"
                data-testid="access-contact"
                href={`mailto:${p.contact.split(",")[0]?.trim() ?? ""}`}
              >
                {p.contact}
              </a>
              .
            </>
          ) : (
            "To restore it, write to the benchmark's maintainers."
          )}
        </Notice>
      )}
      {p.state === "none" && !p.signedIn && <Notice>Sign in to request access.</Notice>}
      {p.state === "none" && p.signedIn && (
        <Notice>
          {p.mode === "auto"
            ? "Fill in the form below: access is granted at once."
            : "Fill in the form below; a maintainer will review your request."}
        </Notice>
      )}
    </section>
  );
}
