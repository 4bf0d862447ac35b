import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { queueWaitText } from "./queue-wait-note";

type Props = {
  status: string;
  position: number | null;
  /** Milliseconds (`getTypicalWait`); shown with the position while queued. */
  typicalWaitMs?: number | null;
  errorKind: string | null;
  error: string | null;
  scoredAt: string | null;
  labelVersion: number | null;
  isTestSplit: boolean;
};

/** Where the submission stands, in words; failures say whose fault they were. */
export function SubmissionStatus({
  status,
  position,
  typicalWaitMs = null,
  errorKind,
  error,
  scoredAt,
  labelVersion,
  isTestSplit,
}: Props) {
  const badge = (
    <span data-testid="submission-status" data-status={status} className="font-semibold">
      {status}
    </span>
  );
  if (status === "queued") {
    return (
      <Notice>
        <p>
          Status: {badge}.{" "}
          <span data-testid="queue-wait">
            {position === null ? "Waiting for a worker." : queueWaitText({ ahead: position, typicalWaitMs })}
          </span>
        </p>
        <p className="text-xs">This page updates by itself.</p>
      </Notice>
    );
  }
  if (status === "running")
    return (
      <Notice>
        <p>Status: {badge}. Scoring now; this page updates by itself.</p>
      </Notice>
    );
  if (status === "scored") {
    return (
      <Notice tone="ok">
        <p>
          Status: {badge}
          {scoredAt ? ` at ${formatDateTime(scoredAt)}` : ""}
          {labelVersion !== null ? ` against label version ${labelVersion}` : ""}.
        </p>
      </Notice>
    );
  }
  const isPlatform = errorKind === "platform";
  return (
    <Notice tone="error">
      <p>Status: {badge}.</p>
      <p className="mt-1 font-medium" data-testid="failure-kind">
        {isPlatform
          ? "Scoring failed on our side, not because of your file."
          : "Your file could not be scored: the problem is in the file."}
      </p>
      {error && (
        <pre
          className="mt-2 whitespace-pre-wrap break-words font-mono text-xs"
          data-testid="submission-error"
        >
          {error}
        </pre>
      )}
      <p className="mt-2 text-xs">
        {isPlatform
          ? "Platform failures do not count against your daily quota. Submit again, or tell us if it keeps happening."
          : isTestSplit
            ? "Fix the file and submit again; this attempt still counts against today's quota for the hidden split."
            : "Fix the file and submit again."}
      </p>
    </Notice>
  );
}
