import { TextLink } from "@/components/ui/text-link";
import type { ModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { metricLabel } from "@/lib/scoring/metrics";
import { formatDate, formatMetric } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

type Submission = ModelProfile["submissions"][number];

const metricsOf = (s: Submission): [string, string][] =>
  Object.entries(s.metrics).map(([k, v]) => [metricLabel(k), formatMetric(k, v, { step: "auto" })]);

/**
 * A model's public submissions, newest first, with the stored headline metrics: a table from
 * 640 px, one card per submission below (the table's seven columns do not fit a phone).
 */
export function ModelSubmissions({ modelId, submissions }: { modelId: string; submissions: Submission[] }) {
  const compareHref = (s: Submission) => `/compare?benchmark=${s.benchmark}&a=${modelId}`;
  return (
    <>
      <ul className="space-y-2 sm:hidden" data-testid="submission-cards">
        {submissions.map((s) => (
          <li key={s.id} className="space-y-1 rounded border border-gray-200 bg-white p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <TextLink href={`/leaderboards/${s.benchmark}`}>{s.benchmarkTitle}</TextLink>
              <span className="text-xs text-gray-700">{formatDate(s.createdAt)}</span>
            </p>
            <p className="text-xs text-gray-700">
              {s.split} · {s.regime} · n = {s.n ?? "—"}
            </p>
            <dl className="flex flex-wrap gap-x-3 tabular-nums">
              {metricsOf(s).map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt className="text-gray-700">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <p>
              <TextLink href={compareHref(s)}>head to head</TextLink>
            </p>
          </li>
        ))}
      </ul>
      <Table width="auto" wrapperClassName="hidden sm:block">
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
                {metricsOf(s)
                  .map(([label, value]) => `${label} ${value}`)
                  .join(" · ")}
              </Td>
              <Td className="whitespace-nowrap">{formatDate(s.createdAt)}</Td>
              <Td>
                <TextLink href={compareHref(s)}>head to head</TextLink>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
