import { formatMetric, type FormatOptions } from "@/lib/format";

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
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="slice-table">
        <thead>
          <tr>
            <th className="p-2 text-left" rowSpan={2}>
              Evidence slice
            </th>
            {modes.map((m) => (
              <th key={m} colSpan={2} className="p-2 text-center capitalize">
                {m}
              </th>
            ))}
          </tr>
          <tr>
            {modes.map((m) => [
              <th key={`${m}-a`} className="p-2 text-right">
                Accuracy
              </th>,
              <th key={`${m}-f`} className="p-2 text-right">
                Macro-F1
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k} className="border-t" data-testid={`slice-${k}`}>
              <td className="p-2">
                {sliceLabel(k)} ({k} days)
              </td>
              {modes.map((m) => [
                <td key={`${m}-a`} className="p-2 text-right font-mono">
                  {formatMetric("accuracy", slices[k]?.[m]?.accuracy, format)}
                </td>,
                <td key={`${m}-f`} className="p-2 text-right font-mono">
                  {formatMetric("macro_f1", slices[k]?.[m]?.macro_f1, format)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
