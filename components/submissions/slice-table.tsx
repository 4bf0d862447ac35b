import { formatMetric, type FormatOptions } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

type AccF1 = { accuracy: number; macro_f1: number };
type Props = {
  slices: Record<string, Partial<Record<"classification" | "inference", AccF1>>>;
  format: FormatOptions;
};

const sliceLabel = (s: string) => (Number(s) === 0 ? "T" : Number(s) < 0 ? `T${s}` : `T+${s}`);

/** Accuracy and macro-F1 per evidence slice (rows) and mode (columns), LiveFact style. */
export function SliceTable({ slices, format }: Props) {
  const keys = Object.keys(slices).sort((a, b) => Number(a) - Number(b));
  const modes = (["classification", "inference"] as const).filter((m) => keys.some((k) => slices[k]?.[m]));
  return (
    <Table width="auto" data-testid="slice-table">
      <thead>
        <tr>
          <Th rowSpan={2}>Evidence slice</Th>
          {modes.map((m) => (
            <Th align="center" key={m} colSpan={2} className="capitalize">
              {m}
            </Th>
          ))}
        </tr>
        <tr>
          {modes.map((m) => [
            <Th align="right" key={`${m}-a`}>
              Accuracy
            </Th>,
            <Th align="right" key={`${m}-f`}>
              Macro-F1
            </Th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k} data-testid={`slice-${k}`}>
            <Td>
              {sliceLabel(k)} ({k} days)
            </Td>
            {modes.map((m) => [
              <Td align="right" key={`${m}-a`} className="font-mono">
                {formatMetric("accuracy", slices[k]?.[m]?.accuracy, format)}
              </Td>,
              <Td align="right" key={`${m}-f`} className="font-mono">
                {formatMetric("macro_f1", slices[k]?.[m]?.macro_f1, format)}
              </Td>,
            ])}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
