"use client";
import { useId, useState } from "react";
import {
  CartesianGrid,
  ErrorBar,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartTooltip } from "./chart-tooltip";
import { niceAxis, tickDecimals } from "@/lib/leaderboard/chart-axis";
import { SERIES_COLORS } from "./series-colors";
import { useNarrowScreen } from "./use-narrow-screen";

/** The picker's choice that plots every model at once. */
const ALL = "";

/** One plotted point; `display` holds the value and interval as the page prints them. */
type ChartPoint = {
  x: number;
  label: string;
  value: number;
  low: number;
  high: number;
  n: number;
  display: { value: string; interval: string };
};
type ChartSeries = {
  name: string;
  points: ChartPoint[];
  markerX?: number | null;
  markerLabel?: string | null;
};
/** The field's mean claim difficulty per period (DOMAIN §9), drawn on its own right-hand axis. */
export type FieldLine = { name: string; axisLabel: string; points: ChartPoint[] };
const FIELD_COLOR = "#4b5563";

/**
 * Lines of a metric per x (quarter) for several models with 95% error bars. Cutoff markers
 * are dashed lines without text on the plot: many models share a quarter, so their labels
 * piled up; the legend below names each marker (and a shared marker once). The axis title
 * sits above the plot in HTML so it can never be clipped. The page renders a table twin.
 * Below 640 px the chart shows one model at a time, chosen in a picker above it (or all of
 * them, on request): every model's periods at once are unreadable on a phone. Colours stay
 * each model's own.
 */
export function CurveChart({
  series: allSeries,
  xLabel,
  yLabel,
  title,
  field = null,
}: {
  series: ChartSeries[];
  xLabel: string;
  yLabel: string;
  title: string;
  field?: FieldLine | null;
}) {
  const narrow = useNarrowScreen();
  const pickerId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const canPick = narrow && allSeries.length > 1;
  const focus = canPick ? (picked ?? allSeries[0]!.name) : ALL;
  const colorOf = new Map(allSeries.map((s, i) => [s.name, SERIES_COLORS[i % SERIES_COLORS.length]!]));
  const series = focus === ALL ? allSeries : allSeries.filter((s) => s.name === focus);
  const color = (s: ChartSeries) => colorOf.get(s.name) ?? SERIES_COLORS[0]!;
  // The field line spans the x axis too, whichever model is picked.
  const all = field ? [...series, field] : series;
  const xs = [...new Set(all.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const labels = new Map(all.flatMap((s) => s.points.map((p) => [p.x, p.label] as const)));
  const data = xs.map((x) => {
    const row: Record<string, number | number[] | string> = { x, label: labels.get(x) ?? String(x) };
    series.forEach((s, i) => {
      const p = s.points.find((q) => q.x === x);
      if (p) {
        row[`v${i}`] = p.value;
        row[`e${i}`] = [p.value - p.low, p.high - p.value];
      }
    });
    const f = field?.points.find((q) => q.x === x);
    if (f) {
      row.field = f.value;
      row.fieldError = [f.value - f.low, f.high - f.value];
    }
    return row;
  });
  const fieldAxis = field
    ? niceAxis(
        Math.min(...field.points.map((p) => p.low).filter(Number.isFinite), 0),
        Math.max(...field.points.map((p) => p.high).filter(Number.isFinite), 0),
      )
    : null;
  const markers = [
    ...new Map(
      series.flatMap((s) =>
        s.markerX === undefined || s.markerX === null
          ? []
          : [
              [
                s.markerX,
                {
                  x: s.markerX,
                  color:
                    series.length > 1 && series.every((t) => t.markerX === s.markerX) ? "#374151" : color(s),
                },
              ] as const,
            ],
      ),
    ).values(),
  ];
  const lows = series.flatMap((s) => s.points.map((p) => p.low)).filter(Number.isFinite);
  const highs = series.flatMap((s) => s.points.map((p) => p.high)).filter(Number.isFinite);
  const { domain, ticks } = niceAxis(
    lows.length ? Math.min(...lows) : 0,
    highs.length ? Math.max(...highs) : 1,
  );
  return (
    <figure role="group" aria-label={title} className="w-full min-w-0" data-testid="curve-chart">
      {canPick && (
        <div className="mb-2 flex flex-col gap-1" data-testid="chart-model-picker">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Model on the chart
          </label>
          <select
            id={pickerId}
            value={focus}
            onChange={(e) => setPicked(e.target.value)}
            className="rounded border border-gray-300 bg-white px-2 py-2 text-base"
          >
            {allSeries.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
            <option value={ALL}>All {allSeries.length} models (crowded on a phone)</option>
          </select>
        </div>
      )}
      <p className="flex justify-between gap-2 text-xs font-medium text-gray-700" aria-hidden="true">
        <span>{yLabel}</span>
        {field ? <span className="text-right">{field.axisLabel}</span> : null}
      </p>
      <div className="h-72 w-full sm:h-80">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: field ? 8 : 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              domain={[xs[0] ?? 0, xs.at(-1) ?? 0]}
              ticks={xs}
              interval="preserveStartEnd"
              minTickGap={8}
              tickFormatter={(x: number) => labels.get(x) ?? String(x)}
              label={{ value: xLabel, position: "insideBottom", offset: -16, fontSize: 12 }}
              fontSize={11}
            />
            <YAxis
              type="number"
              domain={domain}
              ticks={ticks}
              width={52}
              fontSize={11}
              tickFormatter={(v: number) => v.toFixed(tickDecimals(ticks))}
            />
            {fieldAxis && (
              <YAxis
                yAxisId="field"
                orientation="right"
                type="number"
                domain={fieldAxis.domain}
                ticks={fieldAxis.ticks}
                width={50}
                fontSize={11}
                tickFormatter={(v: number) =>
                  `${v > 0 ? "+" : ""}${v.toFixed(tickDecimals(fieldAxis.ticks))}`
                }
              />
            )}
            <Tooltip
              content={({ active, label }) => (
                <ChartTooltip
                  active={active ?? false}
                  title={labels.get(Number(label)) ?? String(label)}
                  lines={all.flatMap((s) => {
                    const p = s.points.find((q) => q.x === Number(label));
                    return p
                      ? [
                          {
                            color: s === field ? FIELD_COLOR : color(s),
                            name: s.name,
                            value: p.display.value,
                            interval: p.display.interval,
                            n: p.n,
                          },
                        ]
                      : [];
                  })}
                />
              )}
            />
            {series.map((s, i) => (
              <Line
                key={s.name}
                name={s.name}
                dataKey={`v${i}`}
                stroke={color(s)}
                connectNulls
                isAnimationActive={false}
              >
                <ErrorBar dataKey={`e${i}`} width={4} stroke={color(s)} />
              </Line>
            ))}
            {field && (
              <Line
                yAxisId="field"
                name={field.name}
                dataKey="field"
                stroke={FIELD_COLOR}
                strokeDasharray="6 3"
                strokeWidth={2}
                dot={{ r: 2, fill: FIELD_COLOR }}
                connectNulls
                isAnimationActive={false}
              >
                <ErrorBar dataKey="fieldError" width={6} stroke={FIELD_COLOR} />
              </Line>
            )}
            {markers.map((m) => (
              <ReferenceLine key={m.x} x={m.x} stroke={m.color} strokeDasharray="4 4" />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="chart-legend">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1" data-testid="cutoff-label">
            <span className="inline-block h-0.5 w-4" style={{ background: color(s) }} aria-hidden="true" />
            <span>
              {s.name}
              {s.markerLabel ? <span className="text-gray-700"> · cutoff {s.markerLabel}</span> : null}
            </span>
          </li>
        ))}
        {field ? (
          <li className="flex items-center gap-1" data-testid="field-difficulty-legend">
            <span className="inline-block w-4 border-t-2 border-dashed border-gray-600" aria-hidden="true" />
            <span>{field.name} (right axis)</span>
          </li>
        ) : null}
      </ul>
      <figcaption className="text-xs text-gray-700">
        {title}. Error bars: bootstrap 95% intervals; dashed vertical lines: cutoffs (named in the legend).
      </figcaption>
    </figure>
  );
}
