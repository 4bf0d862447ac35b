"use client";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { tauLabelPosition } from "@/components/charts/tau-label-position";
import { SCORE_CHART_MARGIN, ScoreChartFrame, scoreAxis } from "@/components/charts/score-chart-frame";
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";

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
    <ScoreChartFrame
      title={title}
      caption={`${title}. Claims at or right of the dashed line (s ≥ τ) are flagged.`}
    >
      <BarChart data={data} margin={SCORE_CHART_MARGIN} barCategoryGap={1}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="x" {...scoreAxis("claim score s")} />
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
    </ScoreChartFrame>
  );
}
