import { TextLink } from "@/components/ui/text-link";
import type { ModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatDate, formatMetric } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

/** A model's public submissions, newest first, with the stored headline metrics. */
export function ModelSubmissions({
  modelId,
  submissions,
}: {
  modelId: string;
  submissions: ModelProfile["submissions"];
}) {
  return (
    <Table width="auto">
      <thead>
        <tr>
          <Th>Benchmark</Th>
          <Th>Split</Th>
          <Th>Regime</Th>
          <Th align="right">n</Th>
          <Th>Metrics</Th>
          <Th>Submitted</Th>
          <Th>Compare</Th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((s) => (
          <tr key={s.id}>
            <Td>
              <TextLink href={`/leaderboards/${s.benchmark}`}>{s.benchmarkTitle}</TextLink>
            </Td>
            <Td>{s.split}</Td>
            <Td>{s.regime}</Td>
            <Td align="right">{s.n ?? "—"}</Td>
            <Td>
              {Object.entries(s.metrics)
                .map(([k, v]) => `${METRIC_LABELS[k] ?? k} ${formatMetric(k, v, { step: "auto" })}`)
                .join(" · ")}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(s.createdAt)}</Td>
            <Td>
              <TextLink href={`/compare?benchmark=${s.benchmark}&a=${modelId}`}>head to head</TextLink>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
