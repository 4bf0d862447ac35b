import { TextLink } from "@/components/ui/text-link";
import { formatDateTime, formatMetric } from "@/lib/format";
import { metricLabel, submissionFormat } from "./format-metric";

export type HistoryRow = {
  id: string;
  benchmark: { slug: string; title: string };
  split: { name: string; kind: string };
  model: { id: string; name: string };
  status: string;
  errorKind: string | null;
  createdAt: string;
  primary: { metric: string; value: number } | null;
  release: "released" | "held" | "withheld" | null;
};

const STATUS_STYLE: Record<string, string> = {
  scored: "text-green-800",
  failed: "text-red-800",
  running: "text-blue-800",
  queued: "text-gray-700",
};

/** The user's submissions, newest first, each with its headline number. */
export function SubmissionHistory({ rows }: { rows: HistoryRow[] }) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-gray-700">
        No submissions yet. <TextLink href="/submit">Submit predictions</TextLink>.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="submission-history">
        <thead>
          <tr className="text-left">
            <th className="p-2">Submitted</th>
            <th className="p-2">Benchmark</th>
            <th className="p-2">Split</th>
            <th className="p-2">Model</th>
            <th className="p-2">Status</th>
            <th className="p-2 text-right">Primary metric</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t" data-testid={`submission-${r.id}`}>
              <td className="p-2">
                <TextLink href={`/submissions/${r.id}`}>{formatDateTime(r.createdAt)}</TextLink>
              </td>
              <td className="p-2">{r.benchmark.title}</td>
              <td className="p-2">
                {r.split.name} <span className="text-xs text-gray-600">({r.split.kind})</span>
              </td>
              <td className="p-2">{r.model.name}</td>
              <td className={`p-2 ${STATUS_STYLE[r.status] ?? ""}`}>
                {r.status}
                {r.status === "failed" && r.errorKind
                  ? ` (${r.errorKind === "platform" ? "our side" : "file"})`
                  : ""}
              </td>
              <td className="p-2 text-right">
                {r.primary ? (
                  <>
                    <span className="font-mono">
                      {formatMetric(r.primary.metric, r.primary.value, submissionFormat(r.release !== null))}
                    </span>{" "}
                    <span className="text-xs text-gray-600">{metricLabel(r.primary.metric)}</span>
                  </>
                ) : r.release === "held" ? (
                  <span className="text-xs text-gray-600">no significant improvement</span>
                ) : r.release === "withheld" ? (
                  <span className="text-xs text-gray-600">withheld (small split)</span>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
