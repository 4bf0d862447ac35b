import { formatMetric, type FormatOptions } from "@/lib/format";
import { metricLabel } from "@/lib/scoring/metrics";
import { Table, Td, Th } from "@/components/ui/table";

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
    <Table width="auto" data-testid="subset-table">
      <thead>
        <tr>
          <Th>Subset</Th>
          <Th align="right">Claims</Th>
          {keys.map((k) => (
            <Th align="right" key={k}>
              {metricLabel(k)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map(([name, s]) => (
          <tr key={name}>
            <Td>{SUBSET_LABELS[name] ?? name}</Td>
            <Td align="right">{s.n}</Td>
            {keys.map((k) => (
              <Td align="right" key={k} className="font-mono">
                {formatMetric(k, s.metrics[k], format)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
