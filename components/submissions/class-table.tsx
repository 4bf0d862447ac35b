import { formatMetric } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

type Props = { perClass: Record<string, { precision: number; recall: number; f1: number; support: number }> };

/** Precision, recall and F1 per gold label; support is the number of gold instances. */
export function ClassTable({ perClass }: Props) {
  return (
    <Table width="auto" data-testid="class-table">
      <thead>
        <tr>
          <Th>Label</Th>
          <Th align="right">Precision</Th>
          <Th align="right">Recall</Th>
          <Th align="right">F1</Th>
          <Th align="right">Support</Th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(perClass).map(([label, c]) => (
          <tr key={label} data-testid={`class-${label}`}>
            <Td>{label}</Td>
            <Td align="right" className="font-mono">
              {formatMetric("precision", c.precision)}
            </Td>
            <Td align="right" className="font-mono">
              {formatMetric("recall", c.recall)}
            </Td>
            <Td align="right" className="font-mono">
              {formatMetric("f1", c.f1)}
            </Td>
            <Td align="right">{c.support}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
