"use client";
import {
  CartesianGrid,
  ErrorBar,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatUsd } from "@/lib/format";
import { ChartTooltip } from "./chart-tooltip";
import { PointLabels } from "./point-labels";

/** One model: cost, the metric with its interval, n, and the printed value and interval. */
type CostDatum = {
  model: string;
  cost: number;
  value: number;
  low: number;
  high: number;
  n: number;
  display: { value: string; interval: string };
};

type Props = { data: CostDatum[]; yLabel: string; lowerIsBetter: boolean };

/**
 * Primary metric against cost per run (USD); the axis title is HTML above the plot, so never
 * clipped. Model names sit beside their points where they fit without touching anything
 * (PointLabels, best first); the others show on hover. The page renders a table twin.
 */
export function CostScatter({ data, yLabel, lowerIsBetter }: Props) {
  const points = data.map((d) => ({ ...d, err: [d.value - d.low, d.high - d.value] }));
  const byRank = [...data].sort((x, y) => (lowerIsBetter ? x.value - y.value : y.value - x.value));
  return (
    <figure role="group" aria-label={`${yLabel} against cost per run`} className="w-full min-w-0">
      <p className="text-xs font-medium text-gray-700" aria-hidden="true">
        {yLabel}
      </p>
      <div className="h-72 w-full sm:h-80">
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={{ top: 20, right: 24, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="cost"
              type="number"
              name="Cost per run (USD)"
              fontSize={11}
              label={{ value: "Cost per run (USD)", position: "insideBottom", offset: -16, fontSize: 12 }}
            />
            <YAxis
              dataKey="value"
              type="number"
              name={yLabel}
              width={52}
              fontSize={11}
              domain={["auto", "auto"]}
              tickFormatter={(v: number) => v.toFixed(2)}
            />
            <Tooltip
              content={({ active, payload }) => {
                const d = (payload?.[0]?.payload ?? null) as CostDatum | null;
                return d ? (
                  <ChartTooltip
                    active={active ?? false}
                    title={`${d.model} · ${formatUsd(d.cost)} per run`}
                    lines={[
                      {
                        color: "#1d4ed8",
                        name: yLabel,
                        value: d.display.value,
                        interval: d.display.interval,
                        n: d.n,
                      },
                    ]}
                  />
                ) : null;
              }}
            />
            <Scatter data={points} fill="#1d4ed8" isAnimationActive={false}>
              <ErrorBar dataKey="err" direction="y" width={4} stroke="#1d4ed8" />
            </Scatter>
            <PointLabels
              points={byRank.map((d) => ({ name: d.model, x: d.cost, y: d.value, low: d.low, high: d.high }))}
            />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">
        {yLabel} against cost per run; only models with a stated cost appear. Names that would overlap are
        left off the plot: point at a dot, or read the table.
      </figcaption>
    </figure>
  );
}
