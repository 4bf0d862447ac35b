import { formatMetric } from "@/lib/format";

type Props = { perClass: Record<string, { precision: number; recall: number; f1: number; support: number }> };

/** Precision, recall and F1 per gold label; support is the number of gold instances. */
export function ClassTable({ perClass }: Props) {
  return (
    <table className="text-sm" data-testid="class-table">
      <thead>
        <tr className="text-left">
          <th className="p-2">Label</th>
          <th className="p-2 text-right">Precision</th>
          <th className="p-2 text-right">Recall</th>
          <th className="p-2 text-right">F1</th>
          <th className="p-2 text-right">Support</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(perClass).map(([label, c]) => (
          <tr key={label} className="border-t" data-testid={`class-${label}`}>
            <td className="p-2">{label}</td>
            <td className="p-2 text-right font-mono">{formatMetric("precision", c.precision)}</td>
            <td className="p-2 text-right font-mono">{formatMetric("recall", c.recall)}</td>
            <td className="p-2 text-right font-mono">{formatMetric("f1", c.f1)}</td>
            <td className="p-2 text-right">{c.support}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
