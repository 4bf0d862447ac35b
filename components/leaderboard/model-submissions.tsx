import { TextLink } from "@/components/ui/text-link";
import type { ModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { METRIC_LABELS } from "@/lib/leaderboard/metric-spec";
import { formatDate, formatMetric } from "@/lib/format";

/** A model's public submissions, newest first, with the stored headline metrics. */
export function ModelSubmissions({
  modelId,
  submissions,
}: {
  modelId: string;
  submissions: ModelProfile["submissions"];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <thead>
          <tr>
            <th className="p-2 text-left">Benchmark</th>
            <th className="p-2 text-left">Split</th>
            <th className="p-2 text-left">Regime</th>
            <th className="p-2 text-right">n</th>
            <th className="p-2 text-left">Metrics</th>
            <th className="p-2 text-left">Submitted</th>
            <th className="p-2 text-left">Compare</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((s) => (
            <tr key={s.id} className="border-t">
              <td className="p-2">
                <TextLink href={`/leaderboards/${s.benchmark}`}>{s.benchmarkTitle}</TextLink>
              </td>
              <td className="p-2">{s.split}</td>
              <td className="p-2">{s.regime}</td>
              <td className="p-2 text-right">{s.n ?? "—"}</td>
              <td className="p-2">
                {Object.entries(s.metrics)
                  .map(([k, v]) => `${METRIC_LABELS[k] ?? k} ${formatMetric(k, v, { step: "auto" })}`)
                  .join(" · ")}
              </td>
              <td className="p-2 whitespace-nowrap">{formatDate(s.createdAt)}</td>
              <td className="p-2">
                <TextLink href={`/compare?benchmark=${s.benchmark}&a=${modelId}`}>head to head</TextLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
