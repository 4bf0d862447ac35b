import type { UploadStatus } from "@/lib/server/contamination/list-contamination-uploads";
import { AutoRefresh } from "./auto-refresh";
import { RerunButton } from "./rerun-button";
import { formatDateTime, formatUsd } from "@/lib/format";

/** A folded list of an upload's problems (the first 50 listed); nothing when there are none. */
function IssueList({ summary, items }: { summary: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <details className="mt-1">
      <summary>{summary}</summary>
      <ul className="list-disc pl-5">
        {items.slice(0, 50).map((i) => (
          <li key={i.key}>{i.text}</li>
        ))}
      </ul>
    </details>
  );
}

/** Each upload with its progress (claims done / queued), cost, and the claims that failed or were rejected. */
export function UploadList({ uploads, path }: { uploads: UploadStatus[]; path: string }) {
  if (uploads.length === 0) return <p className="text-sm text-gray-700">No uploads yet.</p>;
  const isActive = uploads.some((u) => u.status === "queued" || u.status === "running");
  return (
    <ul className="space-y-3" data-testid="upload-list">
      <AutoRefresh isActive={isActive} />
      {uploads.map((u) => {
        const share = u.total === 0 ? 0 : u.done / u.total;
        return (
          <li key={u.uploadId} className="rounded border border-gray-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                <strong>{u.fileName}</strong> ({u.kind}) · {formatDateTime(u.createdAt)}
              </span>
              <span data-testid="upload-progress">
                {u.done} / {u.total} claims · {u.status}
              </span>
            </div>
            <progress
              className="mt-1 w-full"
              max={1}
              value={share}
              aria-label={`Progress of ${u.fileName}`}
            />
            <p className="text-xs text-gray-700">
              Cost {formatUsd(u.costUsd)} · {u.cacheHits} answer(s) from the cache
              {u.lastError ? ` · last error: ${u.lastError}` : ""}
            </p>
            {(u.status === "done" || u.status === "failed") && u.done < u.total && (
              <RerunButton uploadId={u.uploadId} path={path} />
            )}
            <IssueList
              summary={`${u.failed.length} claim(s) failed`}
              items={u.failed.map((f) => ({ key: f.claimId, text: `${f.claimId}: ${f.reason}` }))}
            />
            <IssueList
              summary={`${u.notes.length} claim(s) with trimmed statements`}
              items={u.notes.map((n) => ({ key: n.claimId, text: `${n.claimId}: ${n.note}` }))}
            />
            <IssueList
              summary={`${u.rejected.length} line(s) rejected`}
              items={u.rejected.map((r) => ({
                key: String(r.line),
                text: `line ${r.line}, claim ${r.claimId}: ${r.problem}`,
              }))}
            />
          </li>
        );
      })}
    </ul>
  );
}
