"use client";

type TooltipLine = { color: string; name: string; value: string; interval?: string; n?: number };

/** A chart tooltip that states value, interval and n, as printed elsewhere on the page. */
export function ChartTooltip({
  active,
  title,
  lines,
}: {
  active: boolean;
  title: string;
  lines: TooltipLine[];
}) {
  if (!active || lines.length === 0) return null;
  return (
    <div
      className="max-w-xs rounded border border-gray-300 bg-white p-2 text-xs shadow"
      data-testid="chart-tooltip"
    >
      <p className="font-medium">{title}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.name} className="flex gap-1">
            <span
              className="mt-1 inline-block h-2 w-2 shrink-0 rounded-full"
              style={{ background: l.color }}
              aria-hidden="true"
            />
            <span>
              {l.name}: {l.value}
              {l.interval ? ` ${l.interval}` : ""}
              {l.n !== undefined ? ` (n = ${l.n})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
