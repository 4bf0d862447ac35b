import type { ReactNode } from "react";
import { Table, Td, Th } from "./table";

/** A printed row: its cells in column order; `note`: a row with no values (only its title cell), told why. */
export type PrintedRow = { key: string; cells: ReactNode[]; note?: ReactNode };

type RowCardsProps = {
  /** The table's column headers; the first column's cell is the card's title. */
  columns: ReactNode[];
  rows: PrintedRow[];
  "data-testid"?: string;
};

/**
 * A table's rows as cards below 640 px (`sm:hidden`): the first cell as the title, every
 * other cell under its column's name. Pair it with the same Table given
 * `wrapperClassName="hidden sm:block"`, so a phone never has to scroll a wide table sideways.
 */
export function RowCards({ columns, rows, ...rest }: RowCardsProps) {
  return (
    <ul className="space-y-2 sm:hidden" {...rest}>
      {rows.map((r) => (
        <li key={r.key} className="rounded border border-gray-200 bg-white p-3 text-sm">
          <p className="font-medium break-words">{r.cells[0]}</p>
          {r.note !== undefined && <p className="text-gray-700">{r.note}</p>}
          <dl className="mt-1 grid grid-cols-[fit-content(50%)_1fr] gap-x-3 gap-y-0.5 tabular-nums">
            {r.cells.slice(1).map((cell, i) => (
              <div key={i} className="contents">
                <dt className="text-gray-700">{columns[i + 1]}</dt>
                <dd className="min-w-0 break-words">{cell}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export type CardTableColumn = {
  label: string;
  align?: "left" | "right";
  /** Cell classes in the table (e.g. whitespace-nowrap, tabular-nums). */
  className?: string;
  /** data-testid of this column's cells in the table. */
  testId?: string;
};

type CardTableProps = {
  columns: CardTableColumn[];
  rows: PrintedRow[];
  /** data-testid of the table; the cards get `<testId>-cards`. */
  testId: string;
  density?: "normal" | "compact";
};

/** Rows printed once, shown as a table from 640 px and as RowCards below. */
export function CardTable({ columns, rows, testId, density = "normal" }: CardTableProps) {
  return (
    <>
      <RowCards columns={columns.map((c) => c.label)} rows={rows} data-testid={`${testId}-cards`} />
      <Table width="auto" density={density} data-testid={testId} wrapperClassName="hidden sm:block">
        <thead>
          <tr>
            {columns.map((c) => (
              <Th key={c.label} align={c.align}>
                {c.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) => (
                <Td
                  key={i}
                  align={columns[i]?.align}
                  className={columns[i]?.className}
                  data-testid={columns[i]?.testId}
                >
                  {cell}
                </Td>
              ))}
              {r.note !== undefined && <Td colSpan={columns.length - r.cells.length}>{r.note}</Td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
