import { Table, Td, Th } from "@/components/ui/table";
type Props = { confusion: { labels: string[]; matrix: number[][]; invalid: number[] } };

/** Counts of gold (rows) against predicted (columns); "invalid" = unparsed or outside the label set. */
export function ConfusionMatrix({ confusion }: Props) {
  const { labels, matrix, invalid } = confusion;
  return (
    <Table width="auto" data-testid="confusion-matrix">
      <caption className="caption-bottom pt-1 text-left text-xs text-gray-600">
        Rows: gold label. Columns: predicted label. Counts of (claim, slice) predictions.
      </caption>
      <thead>
        <tr>
          <Th>gold \ predicted</Th>
          {labels.map((l) => (
            <Th align="right" key={l} scope="col">
              {l}
            </Th>
          ))}
          <Th align="right" scope="col">
            invalid
          </Th>
        </tr>
      </thead>
      <tbody>
        {labels.map((gold, i) => (
          <tr key={gold}>
            <Th scope="row">{gold}</Th>
            {labels.map((pred, j) => (
              <Td
                key={pred}
                align="right"
                className={`font-mono ${i === j ? "bg-green-50 font-semibold" : ""}`}
              >
                {matrix[i]?.[j] ?? 0}
              </Td>
            ))}
            <Td align="right" className="font-mono text-red-800">
              {invalid[i] ?? 0}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
