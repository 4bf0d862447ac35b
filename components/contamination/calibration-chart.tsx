"use client";
import { tauLabelPosition } from "@/components/charts/tau-label-position";
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/** Agreement of "s ≥ τ" with the human labels for τ from 0 to 1; the best τ is marked. */
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
    <figure role="group" aria-label={title} className="w-full">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 24, right: 28, bottom: 24, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="tau"
              type="number"
              domain={[0, 1]}
              ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
              label={{ value: "τ", position: "insideBottom", offset: -12 }}
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
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">{title}</figcaption>
    </figure>
  );
}
