import { formatMetric, type FormatOptions } from "@/lib/format";
import { metricLabel } from "./format-metric";

type Props = {
  subsets: Record<string, { n: number; metrics: Record<string, number> }>;
  format: FormatOptions;
};

const SUBSET_LABELS: Record<string, string> = {
  with_images: "With images",
  with_videos: "With videos",
  text_only: "Text only",
  english: "English",
  other_language: "Other languages",
  intact: "Gold intact (> 1/3)",
  compromised: "Gold compromised (< -1/3)",
};

/** The headline metrics on each claim subset (media, language, gold integrity). */
export function SubsetTable({ subsets, format }: Props) {
  const entries = Object.entries(subsets);
  const keys = Object.keys(entries[0]?.[1].metrics ?? {});
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="subset-table">
        <thead>
          <tr className="text-left">
            <th className="p-2">Subset</th>
            <th className="p-2 text-right">Claims</th>
            {keys.map((k) => (
              <th key={k} className="p-2 text-right">
                {metricLabel(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, s]) => (
            <tr key={name} className="border-t">
              <td className="p-2">{SUBSET_LABELS[name] ?? name}</td>
              <td className="p-2 text-right">{s.n}</td>
              {keys.map((k) => (
                <td key={k} className="p-2 text-right font-mono">
                  {formatMetric(k, s.metrics[k], format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
