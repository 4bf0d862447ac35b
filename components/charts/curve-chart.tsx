"use client";
import { CartesianGrid, ErrorBar, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartSeries = { name: string; points: { x: number; label: string; value: number; low: number; high: number }[]; markerX?: number | null };

const COLORS = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309", "#0e7490", "#be185d", "#4d7c0f"];

/**
 * Lines of a metric per x (quarter) for several models with 95% error bars; `markerX`
 * draws each model's cutoff as a dashed line. The page renders a table alternative.
 */
export function CurveChart({ series, xLabel, yLabel, title }: { series: ChartSeries[]; xLabel: string; yLabel: string; title: string }) {
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const labels = new Map(series.flatMap((s) => s.points.map((p) => [p.x, p.label] as const)));
  const data = xs.map((x) => {
    const row: Record<string, number | number[] | string> = { x, label: labels.get(x) ?? String(x) };
    series.forEach((s, i) => {
      const p = s.points.find((q) => q.x === x);
      if (p) {
        row[`v${i}`] = p.value;
        row[`e${i}`] = [p.value - p.low, p.high - p.value];
      }
    });
    return row;
  });
  return (
    <figure role="group" aria-label={title} className="w-full">
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 10, right: 16, bottom: 30, left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="x" type="number" domain={["dataMin", "dataMax"]} ticks={xs} tickFormatter={(x: number) => labels.get(x) ?? String(x)} label={{ value: xLabel, position: "insideBottom", offset: -18 }} />
            <YAxis label={{ value: yLabel, angle: -90, position: "insideLeft" }} width={60} />
            <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(3) : String(v))} labelFormatter={(x) => labels.get(Number(x)) ?? String(x)} />
            <Legend verticalAlign="top" />
            {series.map((s, i) => (
              <Line key={s.name} name={s.name} dataKey={`v${i}`} stroke={COLORS[i % COLORS.length]} connectNulls isAnimationActive={false}>
                <ErrorBar dataKey={`e${i}`} width={4} stroke={COLORS[i % COLORS.length]} />
              </Line>
            ))}
            {series.map((s, i) => (s.markerX === undefined || s.markerX === null ? null : (
              <ReferenceLine key={`m${s.name}`} x={s.markerX} stroke={COLORS[i % COLORS.length]} strokeDasharray="4 4" label={{ value: `cutoff ${s.name}`, position: "insideTopLeft", fontSize: 11 }} />
            )))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">{title}. Error bars: bootstrap 95% intervals.</figcaption>
    </figure>
  );
}
