import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { countDoubleReports, groupIssues, type IssueGroup } from "@/lib/scoring/group-issues";
import type { UploadIssue, UploadOutcome } from "./upload-outcome";

const place = (p: UploadIssue) =>
  `${p.file}${p.line !== undefined ? `:${p.line}` : ""}${p.field ? ` ${p.field}` : ""}${p.claimId ? ` (claim ${p.claimId})` : ""}`;

/** What a group of problems of one kind says in its summary. */
function groupTitle(g: IssueGroup): string {
  const n = g.items.length;
  if (g.isMissing)
    return `${n} claims have no prediction (${g.message}): add a line for each, or tick “Count missing predictions as wrong”`;
  return `${n} lines: ${g.message}`;
}

/** The problems sorted by line, one kind grouped with its count (lib/scoring/group-issues). */
function IssueList({ issues }: { issues: UploadIssue[] }) {
  const groups = groupIssues(issues);
  const dropped = countDoubleReports(issues, groups);
  return (
    <>
      <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs" data-testid="upload-issues">
        {groups.map((g) =>
          g.items.length === 1 ? (
            <li key={`${g.message}-${place(g.items[0]!)}`} data-testid="issue-group">
              {place(g.items[0]!)}: {g.message}
              {g.isMissing ? " (or tick “Count missing predictions as wrong”)" : ""}
            </li>
          ) : (
            <li key={g.message} data-testid="issue-group">
              <details>
                <summary className="cursor-pointer">{groupTitle(g)}</summary>
                <ul className="mt-1 max-h-48 overflow-auto pl-3" tabIndex={0} aria-label={g.message}>
                  {g.items.map((p, i) => (
                    <li key={i}>{place(p)}</li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
      {dropped > 0 && (
        <p className="mt-1 text-xs" data-testid="upload-issues-folded">
          {dropped} claim{dropped === 1 ? "" : "s"} whose line is listed above {dropped === 1 ? "is" : "are"}{" "}
          not listed again as missing.
        </p>
      )}
    </>
  );
}

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
      {outcome.issues.length > 0 && <IssueList issues={outcome.issues} />}
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
