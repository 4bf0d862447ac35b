import { TextLink } from "@/components/ui/text-link";
import { formatDateTime, formatMetric } from "@/lib/format";
import { submissionFormat } from "./format-metric";
import { metricLabel } from "@/lib/scoring/metrics";
import { Table, Td, Th } from "@/components/ui/table";
import type { DisclosureStatus } from "@/lib/vocabulary";

type HistoryRow = {
  id: string;
  benchmark: { slug: string; title: string };
  split: { name: string; kind: string };
  model: { id: string; name: string };
  status: string;
  errorKind: string | null;
  createdAt: string;
  primary: { metric: string; value: number } | null;
  /** The Ladder's decision (wire name `release`), null when the numbers are exact. */
  release: DisclosureStatus | null;
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
    <Table data-testid="submission-history">
      <thead>
        <tr>
          <Th>Submitted</Th>
          <Th>Benchmark</Th>
          <Th>Split</Th>
          <Th>Model</Th>
          <Th>Status</Th>
          <Th align="right">Primary metric</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid={`submission-${r.id}`}>
            <Td>
              <TextLink href={`/submissions/${r.id}`}>{formatDateTime(r.createdAt)}</TextLink>
            </Td>
            <Td>{r.benchmark.title}</Td>
            <Td>
              {r.split.name} <span className="text-xs text-gray-600">({r.split.kind})</span>
            </Td>
            <Td>{r.model.name}</Td>
            <Td className={STATUS_STYLE[r.status] ?? ""}>
              {r.status}
              {r.status === "failed" && r.errorKind
                ? ` (${r.errorKind === "platform" ? "our side" : "file"})`
                : ""}
            </Td>
            <Td align="right">
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
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
