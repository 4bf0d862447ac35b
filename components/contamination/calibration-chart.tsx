"use client";
import { tauLabelPosition } from "@/components/charts/tau-label-position";
import { SCORE_CHART_MARGIN, ScoreChartFrame, scoreAxis } from "@/components/charts/score-chart-frame";
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";

/** Agreement of "s ≥ τ" with the human labels at each candidate τ (DOMAIN §4); the best τ is marked. */
export function CalibrationChart({
  points,
  best,
  title,
}: {
  points: { tau: number; agreement: number }[];
  best: number | null;
  title: string;
}) {
  return (
    <ScoreChartFrame title={title} caption={title}>
      <LineChart data={points} margin={SCORE_CHART_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="tau"
          {...scoreAxis("τ")}
          {...((points[0]?.tau ?? 0) < 0 ? { domain: [-1, 1], ticks: [-1, -0.5, 0, 0.5, 1] } : {})}
        />
        <YAxis
          domain={[0, 1]}
          width={44}
          fontSize={11}
          tickFormatter={(v: number) => `${Math.round(v * 100)}%`}
        />
        <Tooltip
          formatter={(v) => `${(Number(v) * 100).toFixed(1)}%`}
          labelFormatter={(x) => `τ = ${Number(x).toFixed(2)}`}
        />
        <Line dataKey="agreement" stroke="#047857" dot={false} isAnimationActive={false} />
        {best !== null && (
          <ReferenceLine
            x={best}
            stroke="#b91c1c"
            strokeDasharray="4 4"
            label={{
              value: `best τ = ${best.toFixed(2)}`,
              position: tauLabelPosition(best),
              fontSize: 11,
            }}
          />
        )}
      </LineChart>
    </ScoreChartFrame>
  );
}
