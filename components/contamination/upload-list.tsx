import type { UploadStatus } from "@/lib/server/contamination/list-contamination-uploads";
import { AutoRefresh } from "./auto-refresh";
import { RerunButton } from "./rerun-button";
import { formatDateTime, formatUsd } from "@/lib/format";

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
            {u.failed.length > 0 && (
              <details className="mt-1">
                <summary>{u.failed.length} claim(s) failed</summary>
                <ul className="list-disc pl-5">
                  {u.failed.slice(0, 50).map((f) => (
                    <li key={f.claimId}>
                      {f.claimId}: {f.reason}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {u.notes.length > 0 && (
              <details className="mt-1">
                <summary>{u.notes.length} claim(s) with trimmed statements</summary>
                <ul className="list-disc pl-5">
                  {u.notes.slice(0, 50).map((n) => (
                    <li key={n.claimId}>
                      {n.claimId}: {n.note}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {u.rejected.length > 0 && (
              <details className="mt-1">
                <summary>{u.rejected.length} line(s) rejected</summary>
                <ul className="list-disc pl-5">
                  {u.rejected.slice(0, 50).map((r) => (
                    <li key={r.line}>
                      line {r.line}, claim {r.claimId}: {r.problem}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
