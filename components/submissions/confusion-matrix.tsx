type Props = { confusion: { labels: string[]; matrix: number[][]; invalid: number[] } };

/** Counts of gold (rows) against predicted (columns); "invalid" = unparsed or outside the label set. */
export function ConfusionMatrix({ confusion }: Props) {
  const { labels, matrix, invalid } = confusion;
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="confusion-matrix">
        <caption className="caption-bottom pt-1 text-left text-xs text-gray-600">
          Rows: gold label. Columns: predicted label. Counts of (claim, slice) predictions.
        </caption>
        <thead>
          <tr>
            <th className="p-2 text-left">gold \ predicted</th>
            {labels.map((l) => (
              <th key={l} scope="col" className="p-2 text-right">
                {l}
              </th>
            ))}
            <th scope="col" className="p-2 text-right">
              invalid
            </th>
          </tr>
        </thead>
        <tbody>
          {labels.map((gold, i) => (
            <tr key={gold} className="border-t">
              <th scope="row" className="p-2 text-left font-medium">
                {gold}
              </th>
              {labels.map((pred, j) => (
                <td
                  key={pred}
                  className={`p-2 text-right font-mono ${i === j ? "bg-green-50 font-semibold" : ""}`}
                >
                  {matrix[i]?.[j] ?? 0}
                </td>
              ))}
              <td className="p-2 text-right font-mono text-red-800">{invalid[i] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
