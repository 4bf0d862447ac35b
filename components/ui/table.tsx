import type { ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";

// Density and the sticky header are set once on the table and reach every cell through
// descendant selectors, so Th and Td stay plain (and work in server components).
const DENSITY = {
  normal: "[&_td]:p-2 [&_th]:p-2",
  compact: "[&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1.5",
} as const;
const STICKY_HEAD = "[&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-10 [&_thead_th]:bg-gray-100";

type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Read by screen readers (and shown when `showCaption`). */
  caption?: ReactNode;
  showCaption?: boolean;
  density?: keyof typeof DENSITY;
  /** The header row stays in view while the table scrolls inside its wrapper (which then has a max height). */
  stickyHeader?: boolean;
  /** "full": the container's width; "auto": as wide as the content (small tables of numbers). */
  width?: "full" | "auto";
  /** Classes for the scrolling wrapper (e.g. a margin, or `max-h-96` with a sticky header). */
  wrapperClassName?: string;
};

/**
 * A data table inside a wrapper that scrolls sideways on its own when the table is wider than
 * the screen, so the page never does. Rows are divided by a rule; cells get the density's padding.
 */
export function Table({
  caption,
  showCaption = false,
  density = "normal",
  stickyHeader = false,
  width = "full",
  wrapperClassName = "",
  className = "",
  children,
  ...table
}: TableProps) {
  // `relative`: absolutely placed content in cells (sr-only labels) stays inside the scroller
  // instead of widening the page.
  const scroll = stickyHeader ? "max-h-[calc(100vh-6rem)] overflow-auto" : "overflow-x-auto";
  return (
    // Focusable, so a keyboard can scroll it; the cue shades the side where columns are hidden.
    <div className={`scroll-cue relative max-w-full ${scroll} ${wrapperClassName}`} tabIndex={0}>
      <table
        className={`${width === "full" ? "w-full" : ""} text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-gray-200 ${DENSITY[density]} ${stickyHeader ? STICKY_HEAD : ""} ${className}`}
        {...table}
      >
        {caption ? (
          <caption className={showCaption ? "mb-1 text-left font-medium" : "sr-only"}>{caption}</caption>
        ) : null}
        {children}
      </table>
    </div>
  );
}

const ALIGN = { left: "text-left", right: "text-right", center: "text-center" } as const;

type ThProps = ThHTMLAttributes<HTMLTableCellElement> & {
  align?: keyof typeof ALIGN;
  /** The column the rows are sorted by: sets aria-sort and draws the arrow beside the label. */
  sort?: "ascending" | "descending";
};

/** A header cell (a column header unless `scope` says otherwise). */
export function Th({ align = "left", sort, scope = "col", className = "", children, ...th }: ThProps) {
  return (
    <th scope={scope} aria-sort={sort} className={`font-semibold ${ALIGN[align]} ${className}`} {...th}>
      {sort ? (
        // The arrow stays on the label's line and inside the cell, however narrow the column.
        <span className="inline-flex items-baseline gap-1 whitespace-nowrap">
          {children}
          <span aria-hidden>{sort === "ascending" ? "▲" : "▼"}</span>
        </span>
      ) : (
        children
      )}
    </th>
  );
}

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & { align?: keyof typeof ALIGN };

/** A data cell; numbers go `align="right"`. */
export function Td({ align = "left", className = "", ...td }: TdProps) {
  return <td className={`${ALIGN[align]} ${className}`} {...td} />;
}
