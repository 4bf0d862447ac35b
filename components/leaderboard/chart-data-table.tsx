"use client";

export type ChartTableColumn = { label: string; numeric?: boolean };

/**
 * A chart's data as a plain table of display strings. A client component so the page sends
 * the rows once as compact data rather than as a tree of elements.
 */
export function ChartDataTable({ columns, rows }: { columns: ChartTableColumn[]; rows: string[][] }) {
  return (
    <table className="mt-2 text-sm">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} className={`p-1 ${c.numeric ? "text-right" : "text-left"}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-t">
            {row.map((cell, j) => (
              <td key={j} className={`p-1 ${columns[j]?.numeric ? "text-right" : ""}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
