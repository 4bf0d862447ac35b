import { Notice } from "@/components/ui/notice";
import type { UploadOutcome } from "./upload-outcome";
import { formatDateTime } from "@/lib/format";

/** What the server said about a refused upload; a created one navigates away instead. */
export function UploadResult({ outcome }: { outcome: Exclude<UploadOutcome, { kind: "created" }> }) {
  if (outcome.kind === "rate-limited") {
    const reset = outcome.resetAt ? new Date(outcome.resetAt) : null;
    return (
      <Notice tone="error">
        <p data-testid="rate-limited">{outcome.message}</p>
        {reset && (
          <p className="mt-1">
            You can submit to this split again from{" "}
            <time dateTime={outcome.resetAt ?? ""}>{formatDateTime(reset)}</time> ({reset.toLocaleString()}{" "}
            your time).
          </p>
        )}
      </Notice>
    );
  }
  if (outcome.kind === "error") return <Notice tone="error">{outcome.message}</Notice>;
  return (
    <Notice tone="error">
      <p>{outcome.message}</p>
      {outcome.issues.length > 0 && (
        <ul className="mt-2 list-disc pl-5 font-mono text-xs" data-testid="upload-issues">
          {outcome.issues.map((p, i) => (
            <li key={i}>
              {p.file}
              {p.line !== undefined ? `:${p.line}` : ""}
              {p.field ? ` ${p.field}` : ""}
              {p.claimId ? ` (claim ${p.claimId})` : ""}: {p.message}
            </li>
          ))}
        </ul>
      )}
      {outcome.more > 0 && (
        <p className="mt-1 text-xs" data-testid="upload-issues-more">
          … and {outcome.more} more
        </p>
      )}
      <p className="mt-2 text-xs">
        Nothing was stored and nothing counts against your quota. Fix the file and upload it again.
      </p>
    </Notice>
  );
}
