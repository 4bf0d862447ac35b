"use client";
import { Table, Td, Th } from "@/components/ui/table";

type ChartTableColumn = { label: string; numeric?: boolean };

/**
 * A chart's data as a plain table of display strings. A client component so the page sends
 * the rows once as compact data rather than as a tree of elements.
 */
export function ChartDataTable({ columns, rows }: { columns: ChartTableColumn[]; rows: string[][] }) {
  return (
    <Table width="auto" density="compact" wrapperClassName="mt-2">
      <thead>
        <tr>
          {columns.map((c) => (
            <Th key={c.label} align={c.numeric ? "right" : "left"}>
              {c.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <Td key={j} align={columns[j]?.numeric ? "right" : "left"}>
                {cell}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
