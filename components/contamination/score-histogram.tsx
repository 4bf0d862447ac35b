"use client";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { tauLabelPosition } from "@/components/charts/tau-label-position";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/**
 * Claim scores in equal bins over [0, 1] with τ drawn as a dashed line. Bars at or above
 * τ are the flagged claims. The counts are also given as a table by the page.
 */
export function ScoreHistogram({ bins, tau, title }: { bins: number[]; tau: number; title: string }) {
  const width = 1 / bins.length;
  const data = bins.map((count, i) => ({
    x: Number(((i + 0.5) * width).toFixed(4)),
    from: i * width,
    count,
    isFlagged: i * width >= tau,
  }));
  return (
    <figure role="group" aria-label={title} className="w-full">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 24, right: 28, bottom: 24, left: 0 }} barCategoryGap={1}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              domain={[0, 1]}
              ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
              label={{ value: "claim score s", position: "insideBottom", offset: -12 }}
            />
            <YAxis allowDecimals={false} width={40} fontSize={11} />
            <Tooltip
              content={({ active, payload }) => {
                const d = payload?.[0]?.payload as { from: number; count: number } | undefined;
                return d ? (
                  <ChartTooltip
                    active={active ?? false}
                    title={`s from ${d.from.toFixed(2)} to ${(d.from + width).toFixed(2)}`}
                    lines={[{ color: "#1d4ed8", name: "claims", value: String(d.count) }]}
                  />
                ) : null;
              }}
            />
            <Bar dataKey="count" fill="#1d4ed8" isAnimationActive={false} />
            <ReferenceLine
              x={tau}
              stroke="#b91c1c"
              strokeDasharray="4 4"
              label={{ value: `τ = ${tau}`, position: tauLabelPosition(tau), fontSize: 11 }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">
        {title}. Claims at or right of the dashed line (s ≥ τ) are flagged.
      </figcaption>
    </figure>
  );
}
