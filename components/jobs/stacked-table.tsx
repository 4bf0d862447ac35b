import type { ReactNode } from "react";
import { RowCards, type PrintedRow } from "@/components/ui/row-cards";
import { Table, Td, Th } from "@/components/ui/table";

/** A table at 640 px and wider, the same rows as cards below; `numeric` columns align right. */
export function StackedTable({
  caption,
  columns,
  numeric = [],
  rows,
  empty,
  testId,
}: {
  caption: string;
  columns: string[];
  numeric?: number[];
  rows: PrintedRow[];
  empty: ReactNode;
  testId: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-gray-700">{empty}</p>;
  return (
    <div data-testid={testId}>
      <Table caption={caption} wrapperClassName="hidden sm:block" density="compact">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <Th key={c} align={numeric.includes(i) ? "right" : "left"}>
                {c}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) => (
                <Td key={i} align={numeric.includes(i) ? "right" : "left"} className="tabular-nums">
                  {cell}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <RowCards columns={columns} rows={rows} />
    </div>
  );
}
